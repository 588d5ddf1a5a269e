import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@app/shared-ui/host/queryClient';

/**
 * The dashboard's server cache: the post list and the post being edited. Provided by the
 * dashboard route rather than the app's root, so TanStack Query is dashboard code and stays out
 * of the sign-in screen's first load (which has no server state beyond the session).
 */
export function DashboardQueries({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
