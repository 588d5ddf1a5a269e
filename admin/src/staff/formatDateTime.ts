import { formatAdminDate } from './formatAdminDate';

/** "Nov 25, 2026, 14:05" in the reader's zone: the dashboard's date with the time of day. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatAdminDate(value)}, ${time}`;
}
