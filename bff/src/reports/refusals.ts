/** The report's refusals, by their stable codes. */
import type { ErrorBody } from '@app/contract/errorBody';
import { refusalBody } from '../http/refusal';
import type { FieldErrors } from '../http/errors';
import { REPORT_FUTURE_MESSAGE } from '@app/contract/reports';

export const FUTURE_PERIOD: FieldErrors = { to: [REPORT_FUTURE_MESSAGE] };
export const EXPORT_ADMIN_ONLY: ErrorBody = refusalBody('reports.admin-only');
