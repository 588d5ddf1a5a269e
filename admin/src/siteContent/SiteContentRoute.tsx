// First: the contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { SiteContentPage } from './SiteContentPage';

export const staffRoles: readonly string[] = ['admin', 'moderator'];

/** /admin/site inside the staff shell: admins and moderators edit the site's content. */
export default function SiteContentRoute() {
  return <SiteContentPage />;
}
