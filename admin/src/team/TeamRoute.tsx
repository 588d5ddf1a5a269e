// First: the staff contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { TeamPage } from './TeamPage';

export const staffRoles: readonly string[] = ['admin'];

/** /admin/team inside the staff shell: admins only; a moderator sees Access Denied. */
export default function TeamRoute() {
  return <TeamPage />;
}
