import { apiJson } from '@app/contract/client';
import type { MeetingResponse, RescheduleRequest } from '@app/contract/meetings';
import { meetingPath } from '@app/contract/paths';

/**
 * POST /api/meetings/{token}/cancel: the meeting as it now stands (a second cancel answers the
 * same). Throws an HttpError on a refusal (409 after the cut-off, 404 for a dead link).
 */
export function cancelMeeting(token: string): Promise<MeetingResponse> {
  return apiJson<MeetingResponse>(meetingPath(token, 'cancel'), { method: 'POST' });
}

/**
 * POST /api/meetings/{token}/reschedule with the new slot's start and the visitor's zone: the
 * meeting at its new time. 409 when the slot was just taken (or the link closed), 400 naming
 * `startTime` for a time the rules refuse.
 */
export function rescheduleMeeting(
  token: string,
  request: RescheduleRequest,
): Promise<MeetingResponse> {
  return apiJson<MeetingResponse>(meetingPath(token, 'reschedule'), {
    method: 'POST',
    body: request,
  });
}

/**
 * POST /api/meetings/{token}/confirm: the visitor confirms a booking that waits for it (its
 * `holdUntil`); the meeting as it now stands. Confirming twice answers the same.
 */
export function confirmMeeting(token: string): Promise<MeetingResponse> {
  return apiJson<MeetingResponse>(meetingPath(token, 'confirm'), { method: 'POST' });
}
