// First: before any module builds a zod schema (see the file).
import '../zodWithoutEval';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from 'shared_ui/layout';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { useAuth } from '../auth/useAuth';
import { LOGIN_PATH } from '../app/paths';
import { DashboardHeader } from './DashboardHeader';
import { DashboardQueries } from './DashboardQueries';
import { SIGNED_OUT_NOTICE } from './signedOutNotice';

export interface StaffShellProps {
  /** Who may open the screens below this shell; none admits every signed-in member. */
  roles?: readonly string[];
  /** Shown while the session check runs. */
  loadingTitle?: string;
  loadingText?: string;
}

/**
 * The staff shell, a layout route every signed-in screen fills (its `<Outlet/>`): the session
 * check (a signed-out visitor goes to sign-in with a notice, another role sees Access Denied
 * instead of the whole frame), the screens' query cache, and the frame: the header with the
 * screens and Logout above the screen's own main. Loaded on demand by the router.
 */
export default function StaffShell({ roles, loadingTitle, loadingText }: StaffShellProps) {
  return (
    <ProtectedRoute
      roles={roles}
      redirectTo={LOGIN_PATH}
      loadingTitle={loadingTitle}
      loadingText={loadingText}
      signedOutNotice={SIGNED_OUT_NOTICE}
    >
      <DashboardQueries>
        <StaffFrame />
      </DashboardQueries>
    </ProtectedRoute>
  );
}

function StaffFrame() {
  const { user } = useAuth();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <DashboardHeader username={user?.username ?? ''} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
