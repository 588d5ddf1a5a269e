// First: the webhooks contract builds zod schemas (see the file).
import '../zodWithoutEval';
import { IntegrationsPage } from './IntegrationsPage';

export const staffRoles: readonly string[] = ['admin'];

/** /admin/integrations inside the staff shell: admins only. */
export default function IntegrationsRoute() {
  return <IntegrationsPage />;
}
