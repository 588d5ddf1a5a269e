import type { ContactRequest, ScheduleRequest, TimeSlot } from '@app/contract';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/messages/en';
import { english } from '../i18n/siteIntl';

/** The contact form's values (plus the honeypot the BFF knows, which people never see). */
export interface ContactValues {
  name: string;
  email: string;
  services: string[];
  message: string;
  bookMeeting: boolean;
  selectedSlot: TimeSlot | null;
  /** Honeypot: stays empty unless a bot fills every field it finds. */
  website: string;
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  services: [],
  message: '',
  bookMeeting: false,
  selectedSlot: null,
  website: '',
};

/** True when submitting books a meeting: it was asked for and a slot is chosen. */
export function wantsBooking(values: ContactValues): values is ContactValues & {
  selectedSlot: TimeSlot;
} {
  return values.bookMeeting && values.selectedSlot !== null;
}

/** The submit label follows the meeting state: its key in the catalogue. */
export function submitLabelKey(values: ContactValues): MessageKey {
  if (!values.bookMeeting) return 'contact.submit';
  return values.selectedSlot === null ? 'contact.submit.noSlot' : 'contact.submit.withMeeting';
}

/** The submit label in English. */
export function submitLabel(values: ContactValues): string {
  return english(submitLabelKey(values));
}

/**
 * The meeting description combines the client name, the chosen services and the message. It is
 * written for the team's calendar, in English whatever the page's language.
 */
export function meetingDescription(values: ContactValues): string {
  const services = values.services.length > 0 ? values.services.join(', ') : 'None selected';
  return [
    `Client: ${values.name.trim()}`,
    `Services: ${services}`,
    `Message: ${values.message.trim()}`,
  ].join('\n');
}

/**
 * The booking of the chosen slot; `timeZone`, the visitor's, when known; `language`, the page's,
 * which the visitor's invitation and every later e-mail about the meeting are written in.
 */
export function scheduleRequestOf(
  values: ContactValues & { selectedSlot: TimeSlot },
  timeZone?: string,
  language: Locale = 'en',
): ScheduleRequest {
  return {
    startTime: values.selectedSlot.start,
    endTime: values.selectedSlot.end,
    attendeeEmail: values.email,
    clientName: values.name,
    description: meetingDescription(values),
    ...(timeZone === undefined ? {} : { timeZone }),
    language,
  };
}

/** Services travel to the API as one comma-separated string; `language` is the page's. */
export function contactRequestOf(values: ContactValues, language: Locale = 'en'): ContactRequest {
  return {
    name: values.name,
    email: values.email,
    services: values.services.join(', '),
    message: values.message,
    bookMeeting: values.bookMeeting,
    selectedSlot: values.bookMeeting ? values.selectedSlot : null,
    website: values.website,
    language,
  };
}
