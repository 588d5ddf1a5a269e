// First: the staff contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { LOGIN_PATH } from '../app/paths';
import { DashboardQueries } from '../shell/DashboardQueries';
import { SIGNED_OUT_NOTICE } from '../shell/signedOutNotice';
import { TeamPage } from './TeamPage';

/** /admin/team: admins only; a moderator sees Access Denied. Loaded on demand by the router. */
export default function TeamRoute() {
  return (
    <ProtectedRoute roles={['admin']} redirectTo={LOGIN_PATH} signedOutNotice={SIGNED_OUT_NOTICE}>
      <DashboardQueries>
        <TeamPage />
      </DashboardQueries>
    </ProtectedRoute>
  );
}
