/**
 * Booking API contract (GET /api/calendar/available-slots, POST /api/calendar/schedule),
 * shared by the BFF, the site and the admin. Browser-safe: imports nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';
import { attributionField } from './attribution';
import {
  NAME_WITH_LINK_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  ISO_INSTANT_MESSAGE,
  IANA_ZONE_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  LANGUAGE_MESSAGE,
  SERVICES_TOO_LONG_MESSAGE,
} from './formMessages';
import { SITE_LANGUAGES } from './languages';
import { multiLine, singleLine } from './text';

/**
 * A browser-safe IANA zone check. Only name-shaped values are let through, because newer
 * engines also accept offsets like "+04:00" that the BFF's time-zone database does not know.
 */
export function isIanaTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The language of the page a request came from: the visitor's e-mails and invitations are
 * written in it. Optional: the BFF takes a request without one as English
 * (DEFAULT_SITE_LANGUAGE), so that older clients keep working.
 */
export const siteLanguage = z.enum(SITE_LANGUAGES, { error: LANGUAGE_MESSAGE }).optional();

/**
 * Looks like a link: a scheme, `www.`, or a host name (`evil.example`, `x.y/`). A name is the one
 * thing of the visitor's that reaches an address nobody verified (the invitation greets them by
 * it), so it must not be able to carry a link there. Initials with dots ("J.R.R. Tolkien") pass:
 * a host name needs two or more characters after its dot.
 */
const LINK_LIKE =
  /https?|:\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}\p{N}]{2,}|[\p{L}\p{N}-]\.[\p{L}\p{N}-]*\//iu;

/** True when `name` holds nothing that reads as a link (see LINK_LIKE). */
export function isPlainName(name: string): boolean {
  return !LINK_LIKE.test(name);
}

/** A person's name as the contact form and the booking take it: one line, 1-100, no link. */
export const personName = singleLine(
  z
    .string()
    .trim()
    .min(1, { error: NAME_REQUIRED_MESSAGE, abort: true })
    .max(100, { error: NAME_TOO_LONG_MESSAGE, abort: true }),
).refine(isPlainName, { error: NAME_WITH_LINK_MESSAGE });

/** An instant as ISO-8601, e.g. `2026-11-24T11:30:00.000Z`; offsets such as `+04:00` are accepted. */
export const isoInstant = z.iso.datetime({
  offset: true,
  error: ISO_INSTANT_MESSAGE,
});

/** The services a booking is about, comma-separated like the contact form's field. */
const bookingServices = singleLine(
  z.string().max(500, { error: SERVICES_TOO_LONG_MESSAGE, abort: true }),
).optional();

/** Query of GET /api/calendar/available-slots. */
export const availableSlotsQuery = z.object({
  /** The calendar date the visitor picked; in `tz` when given, else in the business zone. */
  date: z.iso.date({ error: errorText('field.calendar-date') }),
  /** The visitor's IANA time zone, so that "a date" means the visitor's local day. */
  tz: z.string().refine(isIanaTimeZone, { error: IANA_ZONE_MESSAGE }).optional(),
  /** The chosen services, comma-separated as the contact form sends them: with advisors, only
   * the times of an advisor covering them all are offered. */
  services: bookingServices,
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuery>;

/** Query of the times offered for moving one meeting (moveSlots.ts): its services are its own. */
export const moveSlotsQuery = availableSlotsQuery.pick({ date: true, tz: true });

/** One bookable meeting; both ends are ISO-8601 UTC instants. */
export const timeSlot = z.object({ start: isoInstant, end: isoInstant });
export type TimeSlot = z.infer<typeof timeSlot>;

/** Answer of GET /api/calendar/available-slots, earliest slot first. */
export const availableSlotsResponse = z.object({ slots: z.array(timeSlot) });
export type AvailableSlotsResponse = z.infer<typeof availableSlotsResponse>;

/**
 * Body of POST /api/calendar/schedule. Only the shape is checked here; whether the time is a
 * bookable slot is decided by the BFF against its booking rules.
 */
export const scheduleRequest = z.object({
  startTime: isoInstant,
  endTime: isoInstant,
  attendeeEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }).max(254, { error: EMAIL_TOO_LONG_MESSAGE })),
  clientName: personName,
  /** Goes to staff only: nothing the visitor writes is sent to the address they typed. */
  description: multiLine(
    z.string().trim().max(5000, { error: DESCRIPTION_TOO_LONG_MESSAGE, abort: true }),
  ),
  /** The visitor's IANA zone, so their e-mails and the manage page show their own time. */
  timeZone: z.string().refine(isIanaTimeZone, { error: IANA_ZONE_MESSAGE }).optional(),
  language: siteLanguage,
  /** Where the visit came from; never refused, only cleaned (see attribution.ts). */
  attribution: attributionField,
  /** The chosen services (comma-separated): with advisors, one covering them takes the meeting. */
  services: bookingServices,
});
export type ScheduleRequest = z.infer<typeof scheduleRequest>;

/** Answer of POST /api/calendar/schedule (201): the booking as stored. */
export const scheduleResponse = z.object({
  booking: z.object({ id: z.string(), start: isoInstant, end: isoInstant }),
});
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
