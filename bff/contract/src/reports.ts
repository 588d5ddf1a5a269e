/**
 * The leads report (GET /api/staff/reports, and /export as CSV): for a period of business-zone
 * days, how many enquiries came in, how many booked a meeting, how many meetings were held (not
 * cancelled, ended by now) and how many were won, broken down by where the visit came from (its
 * first touch), the service asked about, the page's language, and as a trend by week or month.
 * Admins and moderators read it; only admins export it. Browser-safe: imports nothing but zod.
 */
import { z } from 'zod';
import { ERROR_TEMPLATES } from './errorCodes';

export const REPORT_INTERVALS = ['week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** The breakdowns, in the order the report shows them. */
export const REPORT_BREAKDOWNS = [
  'source',
  'campaign',
  'landingPath',
  'service',
  'language',
] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

export const REPORT_BREAKDOWN_LABELS: Record<ReportBreakdown, string> = {
  source: 'Source / medium',
  campaign: 'Campaign',
  landingPath: 'Landing page',
  service: 'Service asked about',
  language: 'Page language',
};

/** The longest period a report covers. */
/** Also in the words of reports.too-long. */
export const REPORT_MAX_YEARS = 5;

export const REPORT_DATE_MESSAGE = ERROR_TEMPLATES['reports.date'];
export const REPORT_REVERSED_MESSAGE = ERROR_TEMPLATES['reports.reversed'];
export const REPORT_TOO_LONG_MESSAGE = ERROR_TEMPLATES['reports.too-long'];
export const REPORT_FUTURE_MESSAGE = ERROR_TEMPLATES['reports.future'];
/** The 403 of an export by a moderator. */
export const REPORT_ADMIN_ONLY_MESSAGE = ERROR_TEMPLATES['reports.admin-only'];

/** The day `years` years after `date` (yyyy-MM-dd), as a calendar counts it. */
export function yearsAfter(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Query of GET /api/staff/reports: the first and last day of the period (both included, days of
 * the business zone) and the trend's interval. "Not in the future" needs the server's clock: the
 * BFF checks it and answers 400 naming `to`.
 */
export const reportQuery = z
  .object({
    from: z.iso.date({ error: REPORT_DATE_MESSAGE }),
    to: z.iso.date({ error: REPORT_DATE_MESSAGE }),
    interval: z
      .enum(REPORT_INTERVALS, { error: ERROR_TEMPLATES['reports.interval'] })
      .default('month'),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_REVERSED_MESSAGE });
    } else if (query.to >= yearsAfter(query.from, REPORT_MAX_YEARS)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_TOO_LONG_MESSAGE });
    }
  });
export type ReportQuery = z.input<typeof reportQuery>;

export interface ReportCounts {
  enquiries: number;
  meetingsBooked: number;
  meetingsHeld: number;
  won: number;
}

/** One bar of a breakdown. `key` null: not known (no attribution, no service chosen). */
export interface ReportRow extends ReportCounts {
  key: string | null;
  /** The source breakdown's rows are by source and medium together. */
  medium?: string | null;
}

/** One point of the trend: the interval starting on `start` (yyyy-MM-dd, business zone). */
export interface ReportPoint extends ReportCounts {
  start: string;
}

/** 200 of GET /api/staff/reports. Rows by enquiries, most first. */
export interface LeadsReport {
  from: string;
  to: string;
  interval: ReportInterval;
  timeZone: string;
  totals: ReportCounts;
  breakdowns: Record<ReportBreakdown, ReportRow[]>;
  trend: ReportPoint[];
}

/** The query string of a report's period, in a fixed order. */
export function reportSearchParams(query: { from: string; to: string; interval?: string }): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.interval !== undefined) params.set('interval', query.interval);
  return `?${params.toString()}`;
}

/** The CSV export's columns: one row per breakdown row, then the trend's points. */
export const REPORT_CSV_COLUMNS = [
  'Breakdown',
  'Value',
  'Medium',
  'Enquiries',
  'Meetings booked',
  'Meetings held',
  'Won',
] as const;

/** The admin's cache keys of the report: one per query string. */
export const reportQueryKeys = {
  all: ['reports'] as const,
  one: (search: string) => ['reports', search] as const,
};
