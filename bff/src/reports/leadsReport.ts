/**
 * The leads report: the period's counts (countedLeads.ts) shaped into breakdowns and a trend.
 * An enquiry asking for two services counts once under each. The trend folds the business zone's
 * days into weeks (starting Monday) or months.
 */
import moment from 'moment-timezone';
import type { Sequelize } from 'sequelize';
import type {
  LeadsReport,
  ReportBreakdown,
  ReportCounts,
  ReportInterval,
  ReportPoint,
  ReportRow,
} from '@app/contract/reports';
import { countLeads } from './countedLeads';

export interface ReportPeriod {
  from: string;
  to: string;
  interval: ReportInterval;
}

const EMPTY: ReportCounts = { enquiries: 0, meetingsBooked: 0, meetingsHeld: 0, won: 0 };

function add(into: ReportCounts, counts: ReportCounts): void {
  into.enquiries += counts.enquiries;
  into.meetingsBooked += counts.meetingsBooked;
  into.meetingsHeld += counts.meetingsHeld;
  into.won += counts.won;
}

const byEnquiries = (a: ReportRow, b: ReportRow) =>
  b.enquiries - a.enquiries || String(a.key).localeCompare(String(b.key));

/** The start of the week (Monday) or month of a yyyy-MM-dd day. */
function intervalStart(day: string, interval: ReportInterval): string {
  const date = moment.utc(day, 'YYYY-MM-DD');
  return (interval === 'week' ? date.isoWeekday(1) : date.startOf('month')).format('YYYY-MM-DD');
}

export async function readLeadsReport(
  sequelize: Sequelize,
  period: ReportPeriod,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<LeadsReport> {
  const { byKey, byDay } = await countLeads(sequelize, period, { now, timeZone });
  const breakdowns: Record<ReportBreakdown, ReportRow[]> = {
    source: [],
    campaign: [],
    landingPath: [],
    service: [],
    language: [],
  };
  const totals = { ...EMPTY };
  for (const { key, counts } of byKey.values()) {
    if (counts.enquiries <= 0) continue;
    if (key.dimension === 'total') {
      add(totals, counts);
    } else if (key.dimension === 'source') {
      breakdowns.source.push({ key: key.label || null, medium: key.medium || null, ...counts });
    } else {
      breakdowns[key.dimension].push({ key: key.label || null, ...counts });
    }
  }
  for (const rows of Object.values(breakdowns)) rows.sort(byEnquiries);
  return { ...period, timeZone, totals, breakdowns, trend: trendOf(byDay, period) };
}

/** Every interval of the period in order, those without enquiries at zero. */
function trendOf(days: Map<string, ReportCounts>, period: ReportPeriod): ReportPoint[] {
  const points = new Map<string, ReportPoint>();
  const last = intervalStart(period.to, period.interval);
  const step = period.interval === 'week' ? 'week' : 'month';
  for (
    let at = moment.utc(intervalStart(period.from, period.interval), 'YYYY-MM-DD');
    at.format('YYYY-MM-DD') <= last;
    at = at.add(1, step)
  ) {
    const start = at.format('YYYY-MM-DD');
    points.set(start, { start, ...EMPTY });
  }
  for (const [day, counts] of days) {
    const point = points.get(intervalStart(day, period.interval));
    if (point !== undefined) add(point, counts);
  }
  return [...points.values()];
}
