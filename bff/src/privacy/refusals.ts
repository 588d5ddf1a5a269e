/** The privacy endpoints' refusals, by their stable codes. */
import type { ErrorBody } from '@app/contract/errorBody';
import { refusalBody } from '../http/refusal';

/** An access or erasure request for an address nothing is held for: said, not an empty file. */
export const NOTHING_HELD: ErrorBody = refusalBody('privacy.nothing-held');
