// First: the inbox contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { useParams } from 'react-router-dom';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { LOGIN_PATH } from '../app/paths';
import { DashboardQueries } from '../shell/DashboardQueries';
import { SIGNED_OUT_NOTICE } from '../shell/signedOutNotice';
import { EnquiryPage } from './EnquiryPage';
import { InboxPage } from './InboxPage';

/**
 * /admin/inbox (the list) and /admin/inbox/:id (one enquiry): admins and moderators. One route
 * (the id optional) rather than nested ones, so the list and the enquiry share one lazy chunk and
 * one query cache, and the first load carries no code for nested route elements.
 */
export default function InboxRoute() {
  const { id } = useParams();
  return (
    <ProtectedRoute
      roles={POST_EDITOR_ROLES}
      redirectTo={LOGIN_PATH}
      signedOutNotice={SIGNED_OUT_NOTICE}
    >
      <DashboardQueries>
        {id === undefined ? <InboxPage /> : <EnquiryPage id={id} />}
      </DashboardQueries>
    </ProtectedRoute>
  );
}
