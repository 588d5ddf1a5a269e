/** The webhook endpoints' refusals, by their stable codes. */
import type { ErrorBody } from '@app/contract/errorBody';
import { refusalBody } from '../http/refusal';

export const ENDPOINT_NOT_FOUND: ErrorBody = refusalBody('webhooks.endpoint-not-found');
export const DELIVERY_NOT_FOUND: ErrorBody = refusalBody('webhooks.delivery-not-found');
