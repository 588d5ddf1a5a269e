import type { ReportBreakdown, ReportRow } from '@app/contract/reports';
import { mediumName, sourceName } from '../inbox/leadWords';

/** The measures of a row, in the order the tables and charts show them. */
export const MEASURES = [
  { key: 'enquiries', label: 'Enquiries', color: '#2b6cb0' },
  { key: 'meetingsBooked', label: 'Meetings booked', color: '#6b46c1' },
  { key: 'meetingsHeld', label: 'Meetings held', color: '#2f855a' },
  { key: 'won', label: 'Won', color: '#c05621' },
] as const;

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' };

/** A row's name as people read it: "LinkedIn / paid social", "No campaign", "Arabic". */
export function rowLabel(breakdown: ReportBreakdown, row: ReportRow): string {
  switch (breakdown) {
    case 'source': {
      const source = sourceName(row.key);
      return row.key !== null && row.medium ? `${source} / ${mediumName(row.medium)}` : source;
    }
    case 'campaign':
      return row.key ?? 'No campaign';
    case 'landingPath':
      return row.key ?? 'Unknown (direct)';
    case 'service':
      return row.key ?? 'None chosen';
    case 'language':
      return row.key === null ? 'Unknown' : (LANGUAGE_NAMES[row.key] ?? row.key);
  }
}

/** "Week of 2 Nov 2026", "Nov 2026": a trend point's name. */
export function pointLabel(start: string, interval: 'week' | 'month'): string {
  const date = new Date(`${start}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    interval === 'week'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  const text = new Intl.DateTimeFormat('en-GB', options).format(date);
  return interval === 'week' ? `Week of ${text}` : text;
}
