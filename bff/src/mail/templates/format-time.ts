/**
 * How meeting times read in e-mails: the business zone spelled out, and UTC beside it so that a
 * reader anywhere can convert, e.g. "Tuesday, 24 November 2026, 3:30 PM (Asia/Dubai, GST)" and
 * "11:30 UTC".
 */
import moment from 'moment-timezone';
import { INTL_LOCALE, type SiteLanguage } from '@app/contract/languages';

const DAY = 'dddd, D MMMM YYYY';
const CLOCK_12H = 'h:mm A';

/**
 * A readable zone abbreviation. Current tz data names many zones only by offset ("+04"), so
 * the locale's name ("GST") is used for those when the runtime has one.
 */
export function zoneAbbreviation(instant: Date, tz: string): string {
  const abbr = moment.tz(instant, tz).zoneAbbr();
  if (/^[A-Za-z]/.test(abbr)) return abbr;
  const named = new Intl.DateTimeFormat('en-GB', { timeZone: tz, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  return named ?? `UTC${moment.tz(instant, tz).format('Z')}`;
}

/** "Tuesday, 24 November 2026, 3:30 PM (Asia/Dubai, GST)" */
export function formatBusinessTime(instant: Date, tz: string): string {
  const local = moment.tz(instant, tz);
  return `${local.format(`${DAY}, ${CLOCK_12H}`)} (${tz}, ${zoneAbbreviation(instant, tz)})`;
}

/** "11:30 UTC" */
export function formatUtcTime(instant: Date): string {
  return `${moment.utc(instant).format('HH:mm')} UTC`;
}

export interface MeetingTimes {
  /** "Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)" */
  business: string;
  /** "11:30–12:00 UTC", with the UTC date added when it is not the business date. */
  utc: string;
  /** "Tuesday, 24 November 2026, 11:30–12:00 UTC": for readers who have no business zone. */
  utcWithDate: string;
  /** "Tuesday, 24 November 2026, 3:30 PM (GST)": short form for subject lines. */
  short: string;
  minutes: number;
}

export function formatMeetingTimes(start: Date, end: Date, tz: string): MeetingTimes {
  const localStart = moment.tz(start, tz);
  const localEnd = moment.tz(end, tz);
  const utcStart = moment.utc(start);
  const abbr = zoneAbbreviation(start, tz);
  const utcRange = `${utcStart.format('HH:mm')}–${moment.utc(end).format('HH:mm')} UTC`;
  const utcDate =
    utcStart.format('YYYY-MM-DD') === localStart.format('YYYY-MM-DD')
      ? ''
      : ` on ${utcStart.format(DAY)}`;
  return {
    business: `${localStart.format(`${DAY}, ${CLOCK_12H}`)} – ${localEnd.format(CLOCK_12H)} (${tz}, ${abbr})`,
    utc: `${utcRange}${utcDate}`,
    utcWithDate: `${utcStart.format(DAY)}, ${utcRange}`,
    short: `${localStart.format(`${DAY}, ${CLOCK_12H}`)} (${abbr})`,
    minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
  };
}

/**
 * The same texts in another language of the site: Intl with the pinned locale (Gregorian
 * calendar, Latin digits), so the e-mail reads as the site does; English keeps the forms above.
 */
export function formatMeetingTimesIn(
  language: SiteLanguage,
  start: Date,
  end: Date,
  tz: string,
): MeetingTimes {
  if (language === 'en') return formatMeetingTimes(start, end, tz);
  const locale = INTL_LOCALE[language];
  const day = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(instant);
  const clock = (instant: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(
      instant,
    );
  const abbr = zoneAbbreviation(start, tz);
  const utcRange = `${formatUtcTime(start).replace(' UTC', '')}–${formatUtcTime(end)}`;
  const utcDay = day(start, 'UTC');
  const localDay = day(start, tz);
  return {
    business: `${localDay}، ${clock(start)} – ${clock(end)} (${tz}، ${abbr})`,
    utc: utcDay === localDay ? utcRange : `${utcRange}، ${utcDay}`,
    utcWithDate: `${utcDay}، ${utcRange}`,
    short: `${localDay}، ${clock(start)} (${abbr})`,
    minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
  };
}

/** formatBusinessTime in a language of the site. */
export function formatBusinessTimeIn(language: SiteLanguage, instant: Date, tz: string): string {
  if (language === 'en') return formatBusinessTime(instant, tz);
  const text = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    timeZone: tz,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return `${text} (${tz}، ${zoneAbbreviation(instant, tz)})`;
}
