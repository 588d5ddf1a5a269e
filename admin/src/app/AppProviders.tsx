import { useEffect, type ReactNode } from 'react';
import { Provider } from 'shared_ui/Provider';
import type { SessionUser } from '../auth/session';
import { AuthProvider } from '../auth/AuthProvider';
import { TouchTargets } from './touchTargets';

export interface AppProvidersProps {
  /** A session check already under way (the sign-in page's boot script sent it). */
  sessionCheck?: Promise<SessionUser | null>;
  /** Called once the tree is live in the browser (after its first commit). */
  onLive?: () => void;
  children: ReactNode;
}

function LiveSignal({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * Kit theme and toaster and the session; the router goes inside. The query cache is the
 * dashboard's own (shell/DashboardQueries.tsx), so the sign-in screen loads without it. The
 * sign-in page renders this same tree at build time (admin/src/signIn), which its hydration needs.
 */
export function AppProviders({ sessionCheck, onLive, children }: AppProvidersProps) {
  return (
    <Provider>
      <TouchTargets />
      <AuthProvider sessionCheck={sessionCheck}>{children}</AuthProvider>
      <LiveSignal onLive={onLive} />
    </Provider>
  );
}
