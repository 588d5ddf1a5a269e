/**
 * The BFF's words on the contact page. The API speaks English (the messages and templates of
 * `@app/contract`); a page in another language shows its catalogue's text for each of them,
 * and anything it does not know as it was received.
 */
import {
  DESCRIPTION_TOO_LONG_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  IANA_ZONE_MESSAGE,
  ISO_INSTANT_MESSAGE,
  LANGUAGE_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NAME_WITH_LINK_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  SERVICES_TOO_LONG_MESSAGE,
} from '@app/contract/formMessages';
import {
  CAP_MESSAGES,
  CONTACT_RATE_LIMIT_MESSAGE,
  INVITE_REFUSED_MESSAGE,
  matchMessage,
  MOVE_LIMIT_MESSAGE,
  SCHEDULE_RATE_LIMIT_MESSAGE,
  SCHEMA_TYPE_MESSAGE,
  SLOT_REJECTION_MESSAGES,
  SLOT_TAKEN_MESSAGE,
} from '@app/contract/refusals';
import { DISALLOWED_CHARACTER_MESSAGE } from '@app/contract/text';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/messages/en';
import type { Translate } from '../i18n/siteIntl';

/** Each API message or template, and the catalogue key that says it in the page's language. */
export const API_MESSAGE_KEYS: ReadonlyArray<readonly [apiText: string, key: MessageKey]> = [
  [NAME_REQUIRED_MESSAGE, 'api.nameRequired'],
  [NAME_TOO_LONG_MESSAGE, 'api.nameTooLong'],
  [NAME_WITH_LINK_MESSAGE, 'api.nameWithLink'],
  [EMAIL_INVALID_MESSAGE, 'api.emailInvalid'],
  [EMAIL_TOO_LONG_MESSAGE, 'api.emailTooLong'],
  [SERVICES_TOO_LONG_MESSAGE, 'api.servicesTooLong'],
  [MESSAGE_TOO_LONG_MESSAGE, 'api.messageTooLong'],
  [DESCRIPTION_TOO_LONG_MESSAGE, 'api.descriptionTooLong'],
  [DISALLOWED_CHARACTER_MESSAGE, 'api.disallowedCharacter'],
  [ISO_INSTANT_MESSAGE, 'api.isoInstant'],
  [IANA_ZONE_MESSAGE, 'api.ianaZone'],
  [LANGUAGE_MESSAGE, 'api.language'],
  [SLOT_TAKEN_MESSAGE, 'api.slotTaken'],
  [SCHEDULE_RATE_LIMIT_MESSAGE, 'api.scheduleRateLimit'],
  [CONTACT_RATE_LIMIT_MESSAGE, 'api.contactRateLimit'],
  [CAP_MESSAGES['per-email'], 'api.capPerEmail'],
  [CAP_MESSAGES['per-address'], 'api.capPerAddress'],
  [CAP_MESSAGES['per-day'], 'api.capPerDay'],
  [INVITE_REFUSED_MESSAGE, 'api.inviteRefused'],
  [SLOT_REJECTION_MESSAGES['not-on-grid'], 'api.slotNotOnGrid'],
  [SLOT_REJECTION_MESSAGES['wrong-length'], 'api.slotWrongLength'],
  [SLOT_REJECTION_MESSAGES['outside-hours'], 'api.slotOutsideHours'],
  [SLOT_REJECTION_MESSAGES['day-off'], 'api.slotDayOff'],
  [SLOT_REJECTION_MESSAGES['days-off'], 'api.slotDayOff'],
  [SLOT_REJECTION_MESSAGES.past, 'api.slotPast'],
  [SLOT_REJECTION_MESSAGES['too-soon'], 'api.slotTooSoon'],
  [SLOT_REJECTION_MESSAGES['too-far'], 'api.slotTooFar'],
  [SCHEMA_TYPE_MESSAGE, 'api.schemaType'],
  [MOVE_LIMIT_MESSAGE, 'api.moveLimit'],
];

/**
 * `message` in the page's language: as received on English pages (it is the API's English),
 * else the catalogue's text of its template, with the values the BFF filled in.
 */
export function apiMessageText(message: string, locale: Locale, t: Translate): string {
  if (locale === 'en') return message;
  const known = apiMessageKey(message);
  return known === undefined ? message : t(known.key, known.values);
}

/** The catalogue key of an API message, with the values its template was filled with. */
export function apiMessageKey(
  message: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  for (const [template, key] of API_MESSAGE_KEYS) {
    const values = matchMessage(template, message);
    if (values !== undefined) return { key, values };
  }
  return undefined;
}
