/**
 * A meeting's time in words, in a given zone: `Monday, January 7, 2030`, `3:30 PM – 4:00 PM`,
 * `Gulf Standard Time`. The server renders it and the browser hydrates it, so the text must come
 * out the same in both: Intl is asked only for the numbers of the wall-clock time in the zone
 * (always passed explicitly, never the process's own) and for the zone's name, with the locale
 * pinned; the words around them are the site's own, as on the contact page (`dateLabel`,
 * "3:30 PM"). No moment-timezone: this is part of the page, not of the lazy booking chunk.
 */
import { dateLabel } from '../contact/calendarDates';

const LOCALE = 'en-US';

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  /** `yyyy-MM-dd` in the zone. */
  date: string;
  hour: number;
  minute: number;
}

/** The calendar date and the 24-hour time of an instant in `timeZone`. */
function wallClock(iso: string, timeZone: string): WallClock {
  const parts = cached(wallClockFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    // Some engines write midnight as 24 even in the h23 cycle.
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

/** `3:30 PM`, `12:00 AM`: the way the contact page writes a slot. */
function clockText({ hour, minute }: WallClock): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The zone's name at that instant, e.g. `Gulf Standard Time`, `British Summer Time`. */
export function zoneName(iso: string, timeZone: string): string {
  const name = cached(zoneNameFormats, timeZone, { timeZoneName: 'long' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone.replace(/_/g, ' ');
}

/** `Dubai` for `Asia/Dubai`, `New York` for `America/New_York`. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
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
export function meetingTimeText(start: string, end: string, timeZone: string): MeetingTimeText {
  const from = wallClock(start, timeZone);
  return {
    date: dateLabel(from.date),
    time: `${clockText(from)} – ${clockText(wallClock(end, timeZone))}`,
    zone: zoneName(start, timeZone),
  };
}

/** One line: `Monday, January 7, 2030, 3:30 PM – 4:00 PM (Gulf Standard Time)`. */
export function meetingTimeLine(text: MeetingTimeText): string {
  return `${text.date}, ${text.time} (${text.zone})`;
}

/** An instant in words: `Sunday, January 6, 2030, 11:30 PM (Greenwich Mean Time)`. */
export function instantLine(iso: string, timeZone: string): string {
  const at = wallClock(iso, timeZone);
  return `${dateLabel(at.date)}, ${clockText(at)} (${zoneName(iso, timeZone)})`;
}
