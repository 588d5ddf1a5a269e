import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'shared_ui/Provider';
import { createQueryClient } from '../../../shared-ui/host/queryClient';
import { AuthProvider } from '../auth/AuthProvider';

/** Kit theme and toaster, the query cache and the session; the router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </Provider>
  );
}
