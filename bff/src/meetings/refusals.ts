import type { ErrorBody } from '@app/contract/errorBody';
import type { Refusal } from '@app/contract/errorCodes';
import { refusalBody } from '../http/refusal';
import type { SlotRejectionReason } from './slots';
import type { Blocked } from './lifecycle';

/** The one answer to an unknown, malformed or ended link: it says nothing of which. */
export const MEETING_NOT_FOUND: ErrorBody = refusalBody('meeting.not-found');

/** What a refused change says (409), and whom to write to instead. */
export function blockedMessages(
  staffEmail: string,
  changeCutoffMs: number,
): Readonly<Record<Blocked, Refusal>> {
  const hours = Math.round(changeCutoffMs / 3_600_000);
  return {
    cancelled: { code: 'meeting.cancelled', params: { staffEmail } },
    closed:
      hours === 1
        ? { code: 'meeting.closed-one-hour', params: { staffEmail } }
        : { code: 'meeting.closed', params: { hours, staffEmail } },
    ended: { code: 'meeting.ended' },
  };
}

/** The 400 on startTime of a reschedule: the booking's own messages, plus "that is its time". */
export function rescheduleRejections(
  slotMessages: Readonly<Record<SlotRejectionReason, Refusal>>,
): Readonly<Record<SlotRejectionReason | 'same-time', Refusal>> {
  return { ...slotMessages, 'same-time': { code: 'meeting.same-time' } };
}

/** The 409 of a visitor's move past the limit, with whom to write to instead. */
export function moveLimitRefusal(moves: number, staffEmail: string): Refusal {
  return { code: 'meeting.move-limit', params: { moves, staffEmail } };
}
