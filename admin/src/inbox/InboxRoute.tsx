// First: the inbox contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { useParams } from 'react-router-dom';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { EnquiryPage } from './EnquiryPage';
import { InboxPage } from './InboxPage';

export const staffRoles = POST_EDITOR_ROLES;

/**
 * /admin/inbox (the list) and /admin/inbox/:id (one enquiry) inside the staff shell: admins and
 * moderators. One route (the id optional) rather than nested ones, so the list and the enquiry
 * share one lazy chunk and one query cache, and the first load carries no code for nested route
 * elements.
 */
export default function InboxRoute() {
  const { id } = useParams();
  return id === undefined ? <InboxPage /> : <EnquiryPage id={id} />;
}
