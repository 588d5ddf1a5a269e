// First: before any module builds a zod schema (see the file). The sign-in screen builds none,
// so zod stays out of the admin's first load.
import '../zodWithoutEval';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { LOGIN_PATH } from '../app/paths';
import { BlogPage } from './BlogPage';
import { DashboardQueries } from './DashboardQueries';

/** Said to a signed-out visitor on the way back to the login screen. */
const SIGNED_OUT_NOTICE = {
  title: 'Access Denied',
  description: 'You must be logged in as an admin to view this page.',
  type: 'error',
} as const;

/** /admin/blog: admins and moderators only. Loaded on demand by the router. */
export default function BlogRoute() {
  return (
    <ProtectedRoute
      roles={POST_EDITOR_ROLES}
      redirectTo={LOGIN_PATH}
      loadingTitle="Loading Admin Dashboard..."
      loadingText="Verifying your credentials"
      signedOutNotice={SIGNED_OUT_NOTICE}
    >
      <DashboardQueries>
        <BlogPage />
      </DashboardQueries>
    </ProtectedRoute>
  );
}
