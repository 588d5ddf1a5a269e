import type { TimeInterval } from '@app/contract/availability';

/** "09:00-13:00, 14:00-18:00" for a day's intervals; '' for a day off. */
export const dayText = (intervals: readonly TimeInterval[]): string =>
  intervals.map((i) => `${i.start}-${i.end}`).join(', ');

/**
 * A day's intervals as staff type them. Whatever does not read as "start-end" goes to the BFF as
 * it is, so its refusal names the field (weekly.N.M.start) and the screen shows why.
 */
export function parseDay(text: string): TimeInterval[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [start = '', end = ''] = part.split('-').map((s) => s.trim());
      return { start, end };
    });
}

/** Comma-separated services, trimmed, empty ones dropped. */
export const parseList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
