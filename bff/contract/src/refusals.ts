/**
 * The English constants routes said their refusals with before each refusal had a code. Each is
 * now its code's template in errorCodes.ts, kept under its old name so code written against it
 * still compiles; the BFF still finds the code of a body that sends one of these sentences
 * unfilled. New code names the code instead (`refusal(409, 'booking.slot-taken')`). No client
 * reads these: clients take their words from their catalogues by code. Browser-safe.
 */
import { ERROR_TEMPLATES, fillTemplate, type ErrorParams } from './errorCodes';

/** 409 of a booking or a move: someone else has the slot. */
export const SLOT_TAKEN_MESSAGE = ERROR_TEMPLATES['booking.slot-taken'];

/** 429 of POST /api/calendar/schedule from one network. */
export const SCHEDULE_RATE_LIMIT_MESSAGE = ERROR_TEMPLATES['booking.rate-limited'];

/** 429 of POST /api/contact from one network. */
export const CONTACT_RATE_LIMIT_MESSAGE = ERROR_TEMPLATES['contact.rate-limited'];

/** 429 of a booking refused by a cap; the contact message still reaches staff. */
export const CAP_MESSAGES = {
  'per-email': ERROR_TEMPLATES['booking.cap-per-email'],
  'per-address': ERROR_TEMPLATES['booking.cap-per-address'],
  'per-day': ERROR_TEMPLATES['booking.cap-per-day'],
} as const;

/** 409 of a visitor's move once the link has made the moves it may (MEETING_MAX_VISITOR_MOVES). */
export const MOVE_LIMIT_MESSAGE = ERROR_TEMPLATES['meeting.move-limit'];

/** 400 on the time of a booking, a move or a contact message's slot: it breaks a booking rule. */
export const SLOT_REJECTION_MESSAGES = {
  'not-on-grid': ERROR_TEMPLATES['booking.slot-not-on-grid'],
  'wrong-length': ERROR_TEMPLATES['booking.slot-wrong-length'],
  'outside-hours': ERROR_TEMPLATES['booking.slot-outside-hours'],
  'day-off': ERROR_TEMPLATES['booking.slot-day-off'],
  'days-off': ERROR_TEMPLATES['booking.slot-days-off'],
  past: ERROR_TEMPLATES['booking.slot-past'],
  'too-soon': ERROR_TEMPLATES['booking.slot-too-soon'],
  'too-far': ERROR_TEMPLATES['booking.slot-too-far'],
} as const;

/** The booking endpoint's words for an attendee address no invitation can be sent to. */
export const INVITE_REFUSED_MESSAGE = ERROR_TEMPLATES['booking.invite-refused'];

/** What zod itself says of a field of the wrong type or missing. */
export const SCHEMA_TYPE_MESSAGE = ERROR_TEMPLATES['field.invalid-type'];

/** A template with its `{name}` placeholders replaced by `values` (fillTemplate's old name). */
export function fillMessage(template: string, values: ErrorParams): string {
  return fillTemplate(template, values);
}
