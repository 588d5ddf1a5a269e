// First: the reports contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { ReportsPage } from './ReportsPage';

/** Admins and moderators read the report; the page offers the export to admins alone. */
export const staffRoles = POST_EDITOR_ROLES;

/** /admin/reports inside the staff shell; its chunk alone carries the chart library. */
export default function ReportsRoute() {
  return <ReportsPage />;
}
