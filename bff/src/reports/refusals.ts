/**
 * The report's refusals, in one place so that they move to stable codes together. The words are
 * the contract's (bff/contract/src/reports.ts).
 */
import type { ErrorBody } from '@app/contract/errorBody';
import { REPORT_ADMIN_ONLY_MESSAGE, REPORT_FUTURE_MESSAGE } from '@app/contract/reports';
import type { FieldErrors } from '../http/errors';

export const FUTURE_PERIOD: FieldErrors = { to: [REPORT_FUTURE_MESSAGE] };
export const EXPORT_ADMIN_ONLY: ErrorBody = { error: REPORT_ADMIN_ONLY_MESSAGE };
