/** The availability endpoints' refusals, by their stable codes. */
import type { ErrorBody } from '@app/contract/errorBody';
import type { Refusal } from '@app/contract/errorCodes';
import { refusalBody } from '../http/refusal';

export const CLOSURE_NOT_FOUND: ErrorBody = refusalBody('availability.closure-not-found');

/** A zone the server's time-zone data does not know, though it is shaped like one. */
export const UNKNOWN_ZONE: Refusal = { code: 'field.iana-zone' };
