import { clockParts, partsOf } from '../staff/zoneClock';

/**
 * Publish times are picked and said in the business's zone (the BFF's `BOOKING_TIMEZONE`, see
 * businessTimeZone.tsx), whatever the zone of the browser: an editor in London scheduling "09:00"
 * means nine on the business's clock, where the readers are.
 */

/** A time on the business's clock, as the date and time inputs hold it. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (seconds, if the input sends them, are ignored) */
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const part = clockParts(new Date(whole), zone);
  if (part === null) return 0;
  const onTheClock = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return onTheClock - whole;
}

/**
 * The instant a wall time of the zone names, or null for a date or time that is not one
 * (missing, 2026-02-30, 25:00).
 */
export function wallTimeToInstant({ date, time }: WallTime, zone: string): Date | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [
    Number(day[1]),
    Number(day[2]),
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  ];
  const asIfUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(asIfUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== dayOfMonth ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  // One pass is right for a zone without daylight saving; the second keeps the others right too.
  const first = asIfUtc - zoneOffset(asIfUtc, zone);
  return new Date(asIfUtc - zoneOffset(first, zone));
}

/** The wall time of an instant in the zone: what the date and time inputs show for it. */
export function instantToWallTime(instant: Date | string, zone: string): WallTime {
  const part = clockParts(new Date(instant), zone);
  if (part === null) return { date: '', time: '' };
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The day after `now` in the zone, at nine in the morning: the picker's first suggestion. */
export function suggestedPublishTime(now: Date, zone: string): WallTime {
  const tomorrow = instantToWallTime(new Date(now.getTime() + 24 * 60 * 60 * 1000), zone);
  return { date: tomorrow.date, time: '09:00' };
}

const wordFormat = new Map<string, Intl.DateTimeFormat>();

/**
 * "Sunday 1 March 2026 at 09:00 Gulf Standard Time": the instant on the zone's clock, with the
 * zone's long name. Put together from Intl's parts, so the shape does not follow the punctuation
 * of one browser's locale data.
 */
export function publishTimeInWords(instant: Date | string, zone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  let format = wordFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'long',
    });
    wordFormat.set(zone, format);
  }
  const part = partsOf(format, date);
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

/** "Publishes on Sunday 1 March 2026 at 09:00 Gulf Standard Time" */
export function publishesOn(instant: Date | string, zone: string): string {
  return `Publishes on ${publishTimeInWords(instant, zone)}`;
}

/**
 * The zone as staff read it: its long name on `at` ("Gulf Standard Time") and its city ("Dubai"),
 * so the picker names the zone in force rather than the one a fresh install starts with.
 */
export function zoneInWords(zone: string, at: Date = new Date()): { name: string; city: string } {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return { name, city };
}
