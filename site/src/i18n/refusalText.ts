/**
 * The BFF's refusals in the page's language. The API sends a stable `code` (with its `params`)
 * beside its English sentence; the site never reads the sentence: it looks the code up here and
 * says the catalogue's text, in English as in Arabic. Type-only import of the contract: the code
 * list stays out of the browser bundle.
 */
import type { ErrorBody } from '@app/contract/errorBody';
import type { ErrorCode, Refusal } from '@app/contract/errorCodes';
import type { MessageKey } from './messages/en';
import type { Translate } from './siteIntl';

/** The catalogue key of each code the site can be answered with. */
export const REFUSAL_KEYS: Readonly<Partial<Record<ErrorCode, MessageKey>>> = {
  'field.name-required': 'api.nameRequired',
  'field.name-too-long': 'api.nameTooLong',
  'field.name-with-link': 'api.nameWithLink',
  'field.email-invalid': 'api.emailInvalid',
  'field.email-too-long': 'api.emailTooLong',
  'field.services-too-long': 'api.servicesTooLong',
  'field.message-too-long': 'api.messageTooLong',
  'field.description-too-long': 'api.descriptionTooLong',
  'field.disallowed-character': 'api.disallowedCharacter',
  'field.iso-instant': 'api.isoInstant',
  'field.iana-zone': 'api.ianaZone',
  'field.language': 'api.language',
  'field.invalid-type': 'api.schemaType',
  'booking.slot-taken': 'api.slotTaken',
  'booking.rate-limited': 'api.scheduleRateLimit',
  'contact.rate-limited': 'api.contactRateLimit',
  'booking.cap-per-email': 'api.capPerEmail',
  'booking.cap-per-address': 'api.capPerAddress',
  'booking.cap-per-day': 'api.capPerDay',
  'booking.invite-refused': 'api.inviteRefused',
  'booking.slot-not-on-grid': 'api.slotNotOnGrid',
  'booking.slot-wrong-length': 'api.slotWrongLength',
  'booking.slot-outside-hours': 'api.slotOutsideHours',
  'booking.slot-day-off': 'api.slotDayOff',
  'booking.slot-days-off': 'api.slotDaysOff',
  'booking.slot-past': 'api.slotPast',
  'booking.slot-too-soon': 'api.slotTooSoon',
  'booking.slot-too-far': 'api.slotTooFar',
  'booking.slot-closed': 'api.slotClosed',
  'booking.slot-buffer': 'api.slotBuffer',
  'meeting.not-found': 'api.meetingNotFound',
  'meeting.rate-limited': 'api.meetingRateLimit',
  'meeting.cancelled': 'api.meetingCancelled',
  'meeting.closed': 'api.meetingClosed',
  'meeting.closed-one-hour': 'api.meetingClosedOneHour',
  'meeting.ended': 'api.meetingEnded',
  'meeting.same-time': 'api.meetingSameTime',
  'meeting.move-limit': 'api.moveLimit',
};

/** The catalogue's values are strings: numbers are written as the BFF wrote them. */
function valuesOf(refusal: Refusal): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([name, value]) => [name, String(value)]),
  );
}

/** A refusal in the page's language; undefined for a code the site has no words for, or none. */
export function knownRefusalText(refusal: Refusal | undefined, t: Translate): string | undefined {
  const key = refusal === undefined ? undefined : REFUSAL_KEYS[refusal.code];
  return key === undefined ? undefined : t(key, valuesOf(refusal!));
}

/** A refusal in the page's language, else `fallback`: the caller's generic message. */
export function refusalText(refusal: Refusal | undefined, t: Translate, fallback: string): string {
  return knownRefusalText(refusal, t) ?? fallback;
}

/** The refusal of a whole answer (its `code` and `params`), if it has one. */
export function bodyRefusal(body: ErrorBody | undefined): Refusal | undefined {
  if (body?.code === undefined) return undefined;
  return body.params === undefined ? { code: body.code } : { code: body.code, params: body.params };
}
