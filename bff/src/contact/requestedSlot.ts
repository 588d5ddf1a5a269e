import type { ContactRequest } from '@app/contract/contact';
import type { Refusal } from '@app/contract/errorCodes';
import type { ScheduleLike } from '../meetings/slotSchedule';
import { slotRejectionMessages } from '../meetings/slotMessages';
import { checkSlot, type SlotCheck } from '../meetings/slots';

export type RequestedSlot =
  { ok: true; slot: { start: Date; end: Date } | null } | { ok: false; message: Refusal };

/**
 * The meeting a contact message asks for. It is mailed to staff as a time to keep, so it must be
 * a time the booking endpoint would accept, checked by the same rules (a forged slot in year
 * 9999 or ending before it starts is refused). A slot sent without bookMeeting is left out: the
 * visitor unchecked the meeting.
 */
export function requestedSlot(
  request: ContactRequest,
  rules: ScheduleLike,
  now: Date,
  /** The advisors' verdict on the slot (advisors/advisorSlots.ts); null: the firm's rules decide. */
  advisorCheck: SlotCheck | null = null,
): RequestedSlot {
  if (!request.bookMeeting || request.selectedSlot == null) return { ok: true, slot: null };
  const start = new Date(request.selectedSlot.start);
  const end = new Date(request.selectedSlot.end);
  const check = advisorCheck ?? checkSlot({ start, end, now, rules });
  if (!check.ok) return { ok: false, message: slotRejectionMessages(rules)[check.reason] };
  return { ok: true, slot: { start, end } };
}
