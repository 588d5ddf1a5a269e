// First: before any module builds a zod schema (see the file). The sign-in screen builds none,
// so zod stays out of the admin's first load.
import '../zodWithoutEval';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { BusinessTimeZone } from '../editorial/businessTimeZone';
import { BlogPage } from './BlogPage';

export const staffRoles = POST_EDITOR_ROLES;

/** /admin/blog inside the staff shell: admins and moderators only. Loaded on demand. */
export default function BlogRoute() {
  return (
    <BusinessTimeZone>
      <BlogPage />
    </BusinessTimeZone>
  );
}
