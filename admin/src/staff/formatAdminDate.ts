import { clockParts } from './zoneClock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Year, month (1-12), day, hour and minute of a date on the reader's clock. */
export interface ReaderClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * `date` on the clock of `zone`, or of this runtime when none is named: a page rendered on the
 * server names the zone of the staff member's browser (staff/readerTimeZone.ts), so the server
 * and the browser write the same time. Null for a zone the runtime does not know.
 */
export function readerClock(date: Date, zone?: string): ReaderClock | null {
  if (zone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const part = clockParts(date, zone);
  return part
    ? {
        year: Number(part.year),
        month: Number(part.month),
        day: Number(part.day),
        hour: Number(part.hour),
        minute: Number(part.minute),
      }
    : null;
}

/** 'MMM d, yyyy' in the reader's time zone, or "Invalid date" (the dashboard's date format). */
export function formatAdminDate(value: string, zone?: string): string {
  const date = new Date(value);
  const clock = value === '' || Number.isNaN(date.getTime()) ? null : readerClock(date, zone);
  if (!clock) return 'Invalid date';
  return `${MONTHS[clock.month - 1]} ${clock.day}, ${clock.year}`;
}
