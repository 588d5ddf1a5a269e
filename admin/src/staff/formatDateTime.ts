import { formatAdminDate, readerClock } from './formatAdminDate';

/**
 * "Nov 25, 2026, 14:05" in the reader's zone (the runtime's, or `zone` when a page rendered on
 * the server names it): the dashboard's date with the time of day.
 */
export function formatDateTime(value: string, zone?: string): string {
  const date = new Date(value);
  const clock = Number.isNaN(date.getTime()) ? null : readerClock(date, zone);
  if (!clock) return 'Invalid date';
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  return `${formatAdminDate(value, zone)}, ${time}`;
}
