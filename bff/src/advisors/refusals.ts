/** The advisors' refusals, by their stable codes. */
import type { ErrorBody } from '@app/contract/errorBody';
import { refusalBody } from '../http/refusal';

export const ADVISOR_NOT_FOUND: ErrorBody = refusalBody('advisors.not-found');
export const MEETING_NOT_FOUND: ErrorBody = refusalBody('advisors.meeting-not-found');
/** A revoked, unknown or malformed feed token: the same bare 404, nothing about why. */
export const FEED_NOT_FOUND: ErrorBody = refusalBody('http.not-found');
export const OWN_ONLY: ErrorBody = refusalBody('advisors.own-only');
