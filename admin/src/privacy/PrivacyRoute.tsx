// First: the privacy contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { PrivacyPage } from './PrivacyPage';

export const staffRoles: readonly string[] = ['admin'];

/** /admin/privacy inside the staff shell: admins only; a moderator sees Access Denied. */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
