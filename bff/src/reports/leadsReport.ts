/**
 * The leads report's reads. Each breakdown is one GROUP BY over the period's enquiries (a range
 * of the received_at index that also holds the grouped columns, so the rows are read from the
 * index alone) joined to their booking by primary key for the meeting counts. Services are
 * grouped as the form stored them (a few dozen combinations at most) and split here: an enquiry
 * asking for two services counts once under each.
 *
 * The trend groups by day in the business zone, cut at the zone's offset at the period's start
 * (the Gulf zones keep one offset all year), and folds days into weeks (starting Monday) or
 * months here.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize } from 'sequelize';
import { splitServices } from '@app/contract/contact';
import type {
  LeadsReport,
  ReportBreakdown,
  ReportCounts,
  ReportInterval,
  ReportPoint,
  ReportRow,
} from '@app/contract/reports';
import { sqlDateTime } from '../db/sqlDateTime';
import { groupErased, mergeGroups } from './erasedCounts';

export interface ReportPeriod {
  from: string;
  to: string;
  interval: ReportInterval;
}

interface CountsRow {
  enquiries: number | string;
  booked: number | string | null;
  held: number | string | null;
  won: number | string | null;
}

const COUNTS = `COUNT(*) AS enquiries,
       SUM(CASE WHEN e.booking_id IS NOT NULL THEN 1 ELSE 0 END) AS booked,
       SUM(CASE WHEN b.status = 'booked' AND b.end_utc <= :now THEN 1 ELSE 0 END) AS held,
       SUM(CASE WHEN e.outcome = 'won' THEN 1 ELSE 0 END) AS won`;

const countsOf = (row: CountsRow): ReportCounts => ({
  enquiries: Number(row.enquiries),
  meetingsBooked: Number(row.booked ?? 0),
  meetingsHeld: Number(row.held ?? 0),
  won: Number(row.won ?? 0),
});

const EMPTY: ReportCounts = { enquiries: 0, meetingsBooked: 0, meetingsHeld: 0, won: 0 };

function add(into: ReportCounts, counts: ReportCounts): void {
  into.enquiries += counts.enquiries;
  into.meetingsBooked += counts.meetingsBooked;
  into.meetingsHeld += counts.meetingsHeld;
  into.won += counts.won;
}

const byEnquiries = (a: ReportRow, b: ReportRow) =>
  b.enquiries - a.enquiries || String(a.key).localeCompare(String(b.key));

/** The SQL of the business-zone day of `e.received_at`, as yyyy-MM-dd. */
function dayOf(sequelize: Sequelize, offsetMinutes: number): string {
  const minutes = Math.trunc(offsetMinutes);
  return sequelize.getDialect() === 'sqlite'
    ? `date(substr(e.received_at, 1, 23), '${minutes >= 0 ? '+' : ''}${minutes} minutes')`
    : `DATE_FORMAT(DATE_ADD(e.received_at, INTERVAL ${minutes} MINUTE), '%Y-%m-%d')`;
}

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
  const start = moment.tz(period.from, 'YYYY-MM-DD', timeZone);
  const end = moment.tz(period.to, 'YYYY-MM-DD', timeZone).add(1, 'day');
  const replacements = {
    from: sqlDateTime(sequelize, start.toDate()),
    to: sqlDateTime(sequelize, end.toDate()),
    now: sqlDateTime(sequelize, now),
  };
  const group = async <Row>(columns: string, groupBy = columns) => {
    const [live, erased] = await Promise.all([
      sequelize.query<CountsRow & Row>(
        `SELECT ${columns}, ${COUNTS}
           FROM enquiries e LEFT JOIN bookings b ON b.id = e.booking_id
          WHERE e.received_at >= :from AND e.received_at < :to
          GROUP BY ${groupBy}`,
        { replacements, type: QueryTypes.SELECT },
      ),
      groupErased<CountsRow & Row>(sequelize, columns, groupBy, replacements),
    ]);
    return mergeGroups([...live, ...erased]);
  };

  const day = dayOf(sequelize, start.utcOffset());
  const [sources, campaigns, landings, services, languages, days] = await Promise.all([
    group<{ source: string | null; medium: string | null }>('e.source, e.medium'),
    group<{ campaign: string | null }>('e.campaign'),
    group<{ landing_path: string | null }>('e.landing_path'),
    group<{ services: string }>('e.services'),
    group<{ language: string }>('e.language'),
    group<{ day: string }>(`${day} AS day`, 'day'),
  ]);

  const rows = <Row extends CountsRow>(found: Row[], key: (row: Row) => string | null) =>
    found.map((row) => ({ key: key(row), ...countsOf(row) })).sort(byEnquiries);

  const perService = new Map<string | null, ReportCounts>();
  for (const row of services) {
    const names = splitServices(row.services);
    for (const name of names.length === 0 ? [null] : names) {
      const counts = perService.get(name) ?? { ...EMPTY };
      add(counts, countsOf(row));
      perService.set(name, counts);
    }
  }

  const totals = { ...EMPTY };
  for (const row of languages) add(totals, countsOf(row));

  const breakdowns: Record<ReportBreakdown, ReportRow[]> = {
    source: sources
      .map((row) => ({ key: row.source, medium: row.medium, ...countsOf(row) }))
      .sort(byEnquiries),
    campaign: rows(campaigns, (row) => row.campaign),
    landingPath: rows(landings, (row) => row.landing_path),
    service: [...perService].map(([key, counts]) => ({ key, ...counts })).sort(byEnquiries),
    language: rows(languages, (row) => row.language),
  };
  return {
    ...period,
    timeZone,
    totals,
    breakdowns,
    trend: trendOf(days, period),
  };
}

/** Every interval of the period in order, those without enquiries at zero. */
function trendOf(days: Array<CountsRow & { day: string }>, period: ReportPeriod): ReportPoint[] {
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
  for (const row of days) {
    const point = points.get(intervalStart(String(row.day), period.interval));
    if (point !== undefined) add(point, countsOf(row));
  }
  return [...points.values()];
}
