import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { HttpError } from '@app/contract/client';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { useAuth } from '../auth/useAuth';
import { useStaffPageState } from '../staffPages/StaffPageContext';

const endedSession = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * The dashboard's server cache: the post list and the post being edited, the team, the member's
 * sessions. Provided by the staff routes rather than the app's root, so TanStack Query is
 * dashboard code and stays out of the sign-in screen's first load (which has no server state
 * beyond the session).
 *
 * On a screen the server rendered (admin/src/staffPages), the cache starts with the server's
 * reads, so the first render is the server's page.
 *
 * Any call answered 401 means the session ended on the server (signed out on another device, a
 * password change, a deactivation): the screen gives way to the sign-in screen at once rather
 * than showing errors one call at a time.
 */
export function DashboardQueries({ children }: { children: ReactNode }) {
  const pageState = useStaffPageState();
  const { pathname, search } = useLocation();
  // A screen the server rendered starts from what the server read: the same page, no second read.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (pageState?.address === `${pathname}${search}`) hydrate(client, pageState.queries);
    return client;
  });
  const { expire } = useAuth();
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        endedSession(event.action.error)
      ) {
        expire();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        endedSession(event.action.error)
      ) {
        expire();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, expire]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
