// First: before any module builds a zod schema (see the file). The sign-in screen builds none,
// so zod stays out of the admin's first load.
import '../zodWithoutEval';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { LOGIN_PATH } from '../app/paths';
import { BusinessTimeZone } from '../editorial/businessTimeZone';
import { BlogPage } from './BlogPage';
import { DashboardQueries } from './DashboardQueries';
import { SIGNED_OUT_NOTICE } from './signedOutNotice';

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
        <BusinessTimeZone>
          <BlogPage />
        </BusinessTimeZone>
      </DashboardQueries>
    </ProtectedRoute>
  );
}
