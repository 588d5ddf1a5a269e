// First: the staff contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { LOGIN_PATH } from '../app/paths';
import { DashboardQueries } from '../shell/DashboardQueries';
import { SIGNED_OUT_NOTICE } from '../shell/signedOutNotice';
import { StaffScreen, StaffSection } from '../shell/StaffScreen';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionList } from './SessionList';

/** /admin/account: every signed-in member's own password and sessions. */
export default function AccountRoute() {
  return (
    <ProtectedRoute redirectTo={LOGIN_PATH} signedOutNotice={SIGNED_OUT_NOTICE}>
      <DashboardQueries>
        <StaffScreen title="Your account" intro="Your password and where you are signed in.">
          <StaffSection title="Password">
            <ChangePasswordForm />
          </StaffSection>
          <StaffSection title="Sessions">
            <SessionList />
          </StaffSection>
        </StaffScreen>
      </DashboardQueries>
    </ProtectedRoute>
  );
}
