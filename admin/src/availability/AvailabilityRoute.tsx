// First: the availability contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { AvailabilityPage } from './AvailabilityPage';

export const staffRoles: readonly string[] = ['admin', 'moderator'];

/** /admin/availability inside the staff shell: admins edit, moderators read. */
export default function AvailabilityRoute() {
  return <AvailabilityPage />;
}
