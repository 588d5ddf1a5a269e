import type { ErrorBody } from '@app/contract/errorBody';
import { fillMessage, MOVE_LIMIT_MESSAGE } from '@app/contract/refusals';
import type { SlotRejectionReason } from './slots';
import type { Blocked } from './lifecycle';

/** The one answer to an unknown, malformed or ended link: it says nothing of which. */
export const MEETING_NOT_FOUND: ErrorBody = { error: 'Meeting not found' };

/** What a refused change says (409), and whom to write to instead. */
export function blockedMessages(
  staffEmail: string,
  changeCutoffMs: number,
): Readonly<Record<Blocked, string>> {
  const hours = Math.round(changeCutoffMs / 3_600_000);
  return {
    cancelled: `This meeting has been cancelled. To book another time, visit our website or write to us at ${staffEmail}.`,
    closed: `This meeting starts in less than ${hours} hour${hours === 1 ? '' : 's'} and can no longer be changed online. Please write to us at ${staffEmail}.`,
    ended: 'This meeting has already taken place.',
  };
}

/** The 400 on startTime of a reschedule: the booking's own messages, plus "that is its time". */
export function rescheduleRejections(
  slotMessages: Readonly<Record<SlotRejectionReason, string>>,
): Readonly<Record<SlotRejectionReason | 'same-time', string>> {
  return {
    ...slotMessages,
    'same-time': 'Your meeting is already at that time. Please choose another slot.',
  };
}

/** The 409 of a visitor's move past the limit, with whom to write to instead. */
export function moveLimitMessage(moves: number, staffEmail: string): string {
  return fillMessage(MOVE_LIMIT_MESSAGE, { moves, staffEmail });
}
