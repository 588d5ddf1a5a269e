/**
 * Slot times in the visitor's own zone, as "3:30 PM" or "3:30 م". Only the lazily loaded
 * scheduling panel imports this module. The package root would bundle the whole zone history
 * (~100 KB gzip); the ten-year build (2020-2030 with moment-timezone 0.5.48) covers every
 * bookable day (at most 60 days ahead) at a tenth of that. Upgrading the package moves the window.
 */
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js';
import { formatClockTime } from '../i18n/formats';
import type { Locale } from '../i18n/locales';

/**
 * The visitor's IANA zone as the browser reports it, e.g. `Asia/Dubai`. moment's own guess skips
 * names of three letters and guesses by offset instead (a browser in `UTC` would get
 * `Africa/Abidjan`), so the browser's name is taken whenever the zone data knows it.
 */
export function visitorTimeZone(): string {
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return reported && moment.tz.zone(reported) ? reported : moment.tz.guess();
}

/**
 * An ISO instant as the wall-clock time in `tz`, like `3:30 PM` (`3:30 م` in Arabic): Intl with
 * the language's pinned locale; moment only knows the zones (the names the visitor may have and
 * their abbreviations below).
 */
export function formatSlotTime(iso: string, tz: string, locale: Locale = 'en'): string {
  return formatClockTime(locale, Date.parse(iso), tz);
}

/**
 * Names the zone the times are shown in: `Europe/London (GMT)`, or with the UTC offset when the
 * zone has no letter abbreviation, `Asia/Dubai (UTC+04:00)`.
 */
export function zoneLabel(tz: string, at: string | Date): string {
  const local = moment.tz(at, tz);
  const abbreviation = local.zoneAbbr();
  const suffix = /^[A-Za-z]+$/.test(abbreviation) ? abbreviation : `UTC${local.format('Z')}`;
  const name = tz.replace(/_/g, ' ');
  return suffix === name ? name : `${name} (${suffix})`;
}
