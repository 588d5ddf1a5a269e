import { useEffect, type ReactNode } from 'react';
import { Provider } from 'shared_ui/Provider';
import type { SessionUser } from '../auth/session';
import { AuthProvider } from '../auth/AuthProvider';
import { ReaderTimeZoneContext } from '../staff/ReaderTimeZoneContext';
import type { StaffPageState } from '../staffPages/pageState';
import { StaffPageContext } from '../staffPages/StaffPageContext';
import { TouchTargets } from './touchTargets';

export interface AppProvidersProps {
  /** A session check already under way (the sign-in page's boot script sent it). */
  sessionCheck?: Promise<SessionUser | null>;
  /** Called once the tree is live in the browser (after its first commit). */
  onLive?: () => void;
  /** The state of a staff screen the server rendered, which the app hydrates. */
  pageState?: StaffPageState;
  children: ReactNode;
}

function LiveSignal({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * Kit theme and toaster and the session; the router goes inside. The query cache is the
 * dashboard's own (shell/DashboardQueries.tsx), so the sign-in screen loads without it. The
 * sign-in page renders this same tree at build time (admin/src/signIn), and the staff screens'
 * server at request time (admin/src/staffPages), which their hydration needs.
 */
export function AppProviders({ sessionCheck, onLive, pageState, children }: AppProvidersProps) {
  return (
    <Provider>
      <TouchTargets />
      <StaffPageContext value={pageState}>
        <ReaderTimeZoneContext value={pageState?.readerTimeZone}>
          <AuthProvider sessionCheck={sessionCheck} signedIn={pageState?.user}>
            {children}
          </AuthProvider>
        </ReaderTimeZoneContext>
      </StaffPageContext>
      <LiveSignal onLive={onLive} />
    </Provider>
  );
}
