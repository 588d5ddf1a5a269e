// First: the staff contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { StaffScreen, StaffSection } from '../shell/StaffScreen';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionList } from './SessionList';

/** /admin/account inside the staff shell: every signed-in member's own password and sessions. */
export default function AccountRoute() {
  return (
    <StaffScreen title="Your account" intro="Your password and where you are signed in.">
      <StaffSection title="Password">
        <ChangePasswordForm />
      </StaffSection>
      <StaffSection title="Sessions">
        <SessionList />
      </StaffSection>
    </StaffScreen>
  );
}
