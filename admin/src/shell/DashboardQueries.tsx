import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HttpError } from '@app/contract/client';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { useAuth } from '../auth/useAuth';

const endedSession = (error: unknown) => error instanceof HttpError && error.status === 401;

/**
 * The dashboard's server cache: the post list and the post being edited, the team, the member's
 * sessions. Provided by the staff routes rather than the app's root, so TanStack Query is
 * dashboard code and stays out of the sign-in screen's first load (which has no server state
 * beyond the session).
 *
 * Any call answered 401 means the session ended on the server (signed out on another device, a
 * password change, a deactivation): the screen gives way to the sign-in screen at once rather
 * than showing errors one call at a time.
 */
export function DashboardQueries({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
