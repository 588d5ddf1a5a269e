/**
 * Meeting times on a named zone's clock, whatever this device's zone: the business's (where the
 * meetings happen, `businessTimeZone` of the BFF's answers) and the visitor's. Put together from
 * Intl's numbers with the locale pinned, so the words do not follow one browser's locale data.
 */

import { zoneCity } from '@app/contract/timeZones';
import { clockParts } from '../staff/zoneClock';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant on a zone's clock. */
export interface ZonedTime {
  /** yyyy-MM-dd, as a date input holds it. */
  date: string;
  /** HH:mm, 24-hour. */
  time: string;
  /** "Mon 7 Jan 2030" */
  day: string;
}

/**
 * The instant `iso` on the clock of `zone`, or null for a value that is not an instant or a zone
 * this browser does not know.
 */
export function zonedTime(iso: string | Date, zone: string): ZonedTime | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const part = clockParts(instant, zone);
  if (!part) return null;
  const [year, month, dayOfMonth] = [Number(part.year), Number(part.month), Number(part.day)];
  const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
    day: `${WEEKDAYS[weekday]} ${dayOfMonth} ${MONTHS[month - 1]} ${year}`,
  };
}

/** "Mon 7 Jan 2030, 15:30" on the zone's clock. */
export function instantInZone(iso: string, zone: string): string {
  const at = zonedTime(iso, zone);
  return at ? `${at.day}, ${at.time}` : 'an unknown time';
}

/** "15:30–16:00": a slot or a meeting on the zone's clock, without its date. */
export function spanInZone(start: string, end: string, zone: string): string {
  const from = zonedTime(start, zone);
  const to = zonedTime(end, zone);
  return from && to ? `${from.time}–${to.time}` : 'an unknown time';
}

export interface MeetingTimes {
  /** "Mon 7 Jan 2030, 15:30–16:00 (Dubai time)" */
  business: string;
  /**
   * The visitor's own clock when their zone is another: "Visitor's time (Europe/London):
   * 11:30–12:00", with the date too when it is another day there; null when it is the same zone.
   */
  visitor: string | null;
}

/** A meeting's time on the business's clock, and on the visitor's when they are elsewhere. */
export function meetingTimes(
  meeting: { start: string; end: string; visitorTimeZone: string },
  businessTimeZone: string,
): MeetingTimes {
  const { start, end, visitorTimeZone } = meeting;
  const at = zonedTime(start, businessTimeZone);
  const business = at
    ? `${at.day}, ${spanInZone(start, end, businessTimeZone)} (${zoneCity(businessTimeZone)} time)`
    : 'an unknown time';
  if (visitorTimeZone === businessTimeZone || visitorTimeZone === '') {
    return { business, visitor: null };
  }
  const there = zonedTime(start, visitorTimeZone);
  const span = spanInZone(start, end, visitorTimeZone);
  const when = there && at && there.date !== at.date ? `${there.day}, ${span}` : span;
  return { business, visitor: `Visitor's time (${visitorTimeZone}): ${when}` };
}

/** Today's date (yyyy-MM-dd) on the zone's clock. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return zonedTime(now, zone)?.date ?? now.toISOString().slice(0, 10);
}
