/**
 * A meeting's time in words, in a given zone and language: `Monday, January 7, 2030`,
 * `3:30 PM – 4:00 PM`, `Gulf Standard Time` (`الاثنين، 7 يناير 2030`, `3:30 م – 4:00 م`,
 * `توقيت الخليج`). The server renders it and the browser hydrates it, so the text must come out
 * the same in both: Intl with the language's pinned locale (`../i18n/formats.ts`) and the zone
 * always passed explicitly, never the process's own. No moment-timezone: this is part of the
 * page, not of the lazy booking chunk.
 */
import { dateLabel } from '../contact/calendarDates';
import { dateTimeFormat, formatClockTime, formatZoneName } from '../i18n/formats';
import type { Locale } from '../i18n/locales';

/** The calendar date (`yyyy-MM-dd`) of an instant in `timeZone`. */
function dateIn(instant: number, timeZone: string): string {
  const parts = dateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The zone's name at that instant, e.g. `Gulf Standard Time`, `British Summer Time`. */
export function zoneName(iso: string, timeZone: string, locale: Locale = 'en'): string {
  return formatZoneName(locale, Date.parse(iso), timeZone) ?? timeZone.replace(/_/g, ' ');
}

export interface MeetingTimeText {
  /** `Monday, January 7, 2030` (the start's date in the zone). */
  date: string;
  /** `3:30 PM – 4:00 PM`. */
  time: string;
  /** `Gulf Standard Time`. */
  zone: string;
}

/** A meeting from `start` to `end` (ISO instants) as read in `timeZone`. */
export function meetingTimeText(
  start: string,
  end: string,
  timeZone: string,
  locale: Locale = 'en',
): MeetingTimeText {
  const from = Date.parse(start);
  const to = Date.parse(end);
  return {
    date: dateLabel(dateIn(from, timeZone), locale),
    time: `${formatClockTime(locale, from, timeZone)} – ${formatClockTime(locale, to, timeZone)}`,
    zone: zoneName(start, timeZone, locale),
  };
}

/** The comma between a date and its time. */
const LIST_COMMA: Readonly<Record<Locale, string>> = { en: ', ', ar: '، ' };

/**
 * One line: `Monday, January 7, 2030, 3:30 PM – 4:00 PM (Gulf Standard Time)`, in Arabic
 * `الاثنين، 7 يناير 2030، 3:30 م – 4:00 م (توقيت الخليج)`.
 */
export function meetingTimeLine(text: MeetingTimeText, locale: Locale = 'en'): string {
  return `${text.date}${LIST_COMMA[locale]}${text.time} (${text.zone})`;
}

/** An instant in words: `Sunday, January 6, 2030, 11:30 PM (Greenwich Mean Time)`. */
export function instantLine(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const at = Date.parse(iso);
  return (
    `${dateLabel(dateIn(at, timeZone), locale)}${LIST_COMMA[locale]}` +
    `${formatClockTime(locale, at, timeZone)} (${zoneName(iso, timeZone, locale)})`
  );
}
