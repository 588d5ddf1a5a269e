/**
 * What the BFF answers when it refuses a booking or a contact message, in the API's words
 * (English). A message that carries a value is a template with `{name}` placeholders, filled by
 * the BFF with fillMessage(); the site matches the filled text back to its template and shows its
 * catalogue's text in the page's language. Browser-safe: no imports.
 */

/** 409 of a booking or a move: someone else has the slot. */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time has just been booked by someone else. Please choose another slot.';

/** 429 of POST /api/calendar/schedule from one network. */
export const SCHEDULE_RATE_LIMIT_MESSAGE =
  'Too many booking attempts from your network. Please try again in a few minutes.';

/** 429 of POST /api/contact from one network. */
export const CONTACT_RATE_LIMIT_MESSAGE =
  'Too many messages from your network. Please try again in a few minutes.';

/** 429 of a booking refused by a cap; the contact message still reaches staff. */
export const CAP_MESSAGES = {
  'per-email':
    'You already have the most upcoming meetings we can book for one email address. Please use the link in your invitation to cancel or move one, or write to us at {staffEmail}.',
  'per-address':
    'Too many meetings have been booked from your network today. Please try again tomorrow; your message will still reach us.',
  'per-day':
    'We cannot take any more meeting bookings today. Please try again tomorrow; your message will still reach us and we will get back to you.',
} as const;

/** 409 of a visitor's move once the link has made the moves it may (MEETING_MAX_VISITOR_MOVES). */
export const MOVE_LIMIT_MESSAGE =
  'This meeting has already been moved {moves} times online, the most we allow. To change it again, please write to us at {staffEmail}.';

/** 400 on the time of a booking, a move or a contact message's slot: it breaks a booking rule. */
export const SLOT_REJECTION_MESSAGES = {
  'not-on-grid':
    'Meetings start every {slotMinutes} minutes from {dayStart}. Please choose one of the listed times.',
  'wrong-length': 'Meetings are {slotMinutes} minutes long. Please choose one of the listed times.',
  'outside-hours':
    'Meetings take place between {dayStart} and {dayEnd} ({timeZone} time). Please choose one of the listed times.',
  'day-off': '{day} is our day off. Please choose another date.',
  'days-off': '{days} are our days off. Please choose another date.',
  past: 'That time has already passed. Please choose another slot.',
  'too-soon': 'Meetings need at least {notice}. Please choose a later time.',
  'too-far':
    'Meetings can be booked up to {maxDaysAhead} days ahead. Please choose an earlier date.',
} as const;

/** The booking endpoint's words for an attendee address no invitation can be sent to. */
export const INVITE_REFUSED_MESSAGE =
  'We could not send a calendar invitation to this email address';

/**
 * What zod itself says of a field of the wrong type or missing (the form never sends one; a
 * client that is not the site's might).
 */
export const SCHEMA_TYPE_MESSAGE = 'Invalid input: expected {expected}, received {received}';

/** A template with its `{name}` placeholders replaced by `values`. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The values of `message` when it is `template` filled in, else undefined. Each placeholder
 * takes the shortest text that lets the rest of the template match.
 */
export function matchMessage(
  template: string,
  message: string,
): Record<string, string> | undefined {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (placeholder === null) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]!);
      return '(.+?)';
    })
    .join('');
  const found = new RegExp(`^${source}$`, 's').exec(message);
  if (found === null) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
}
