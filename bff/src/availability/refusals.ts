/** The availability endpoints' refusals, in one place so they convert to stable codes later. */
import type { ErrorBody } from '@app/contract/errorBody';

export const CLOSURE_NOT_FOUND: ErrorBody = { error: 'No such closure' };

export const UNKNOWN_ZONE_MESSAGE = 'The server does not know this time zone';
