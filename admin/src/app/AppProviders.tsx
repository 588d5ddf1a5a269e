import type { ReactNode } from 'react';
import { Provider } from 'shared_ui/Provider';
import { AuthProvider } from '../auth/AuthProvider';
import { TouchTargets } from './touchTargets';

/**
 * Kit theme and toaster and the session; the router goes inside. The query cache is the
 * dashboard's own (shell/DashboardQueries.tsx), so the sign-in screen loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <TouchTargets />
      <AuthProvider>{children}</AuthProvider>
    </Provider>
  );
}
