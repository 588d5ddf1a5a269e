/**
 * The counts of a report's period, per breakdown value and per day: closed days from the roll-up
 * (whole years and months from their rows, the ends from day rows), today from the enquiries;
 * the reads run side by side.
 *
 * The roll-up counts meetings that are on (booked, not cancelled); a meeting is held once it has
 * ended, which depends on the clock. So the period's meetings still to come (few: a meeting is
 * booked weeks ahead at most) are read and taken off to leave those held.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ReportCounts } from '@app/contract/reports';
import { utcDateOf } from '../enquiries/leadCountsStale';
import { countLeadDays, leadDaysCounted } from './leadCounts';
import {
  keyOf,
  keysOf,
  readLeadRows,
  tallyOf,
  TALLY_DIMENSIONS,
  zoneDayOf,
  type LeadRow,
  type TallyKey,
} from './leadTally';

export interface CountedLeads {
  byKey: Map<string, { key: TallyKey; counts: ReportCounts }>;
  /** Per business-zone day of the period that had enquiries. */
  byDay: Map<string, ReportCounts>;
}

interface RollUpRow {
  dimension: TallyKey['dimension'];
  label: string;
  medium: string;
  enquiries: number | string;
  booked: number | string;
  meetings_on: number | string;
  won: number | string;
}

const format = (at: moment.Moment) => at.format('YYYY-MM-DD');

function add(into: ReportCounts, counts: ReportCounts, sign = 1): void {
  into.enquiries += sign * counts.enquiries;
  into.meetingsBooked += sign * counts.meetingsBooked;
  into.meetingsHeld += sign * counts.meetingsHeld;
  into.won += sign * counts.won;
}

const empty = (): ReportCounts => ({ enquiries: 0, meetingsBooked: 0, meetingsHeld: 0, won: 0 });

export async function countLeads(
  sequelize: Sequelize,
  { from, to }: { from: string; to: string },
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<CountedLeads> {
  const counted: CountedLeads = { byKey: new Map(), byDay: new Map() };
  const put = (key: TallyKey, day: string | null, counts: ReportCounts, sign = 1) => {
    const id = keyOf(key);
    const entry = counted.byKey.get(id) ?? { key, counts: empty() };
    add(entry.counts, counts, sign);
    counted.byKey.set(id, entry);
    if (day !== null && key.dimension === 'total') {
      const daily = counted.byDay.get(day) ?? empty();
      add(daily, counts, sign);
      counted.byDay.set(day, daily);
    }
  };
  const putRow = (row: LeadRow, counts: ReportCounts, sign = 1) => {
    const day = zoneDayOf(row.received_at, timeZone);
    for (const key of keysOf(row)) put(key, day, counts, sign);
  };
  const startOf = (day: string) => moment.tz(day, 'YYYY-MM-DD', timeZone).toDate();
  const dayAfter = (day: string) => format(moment.utc(day, 'YYYY-MM-DD').add(1, 'day'));

  const today = moment.tz(now, timeZone).format('YYYY-MM-DD');
  const yesterday = format(moment.utc(today, 'YYYY-MM-DD').subtract(1, 'day'));
  const closedThrough = to < today ? to : yesterday;
  const closed = from <= closedThrough;
  const range = { from, through: closedThrough };
  // Read as if every day were counted, and check that alongside: the days are almost always
  // counted, and when not, they are counted and read again.
  const rollUp = async () => {
    const [counted, read] = await Promise.all([
      leadDaysCounted(sequelize, range),
      readRollUp(sequelize, range),
    ]);
    if (counted) return read;
    await countLeadDays(sequelize, { ...range, timeZone });
    return readRollUp(sequelize, range);
  };
  const [upcoming, rows, rolledUp] = await Promise.all([
    closed
      ? readLeadRows(sequelize, {
          from: startOf(from),
          to: startOf(dayAfter(closedThrough)),
          meetingsOnAfter: now,
        })
      : [],
    to >= today
      ? readLeadRows(sequelize, {
          from: startOf(from > today ? from : today),
          to: startOf(dayAfter(to)),
        })
      : [],
    closed ? rollUp() : [],
  ]);
  for (const { key, day, counts } of rolledUp) put(key, day, counts);
  for (const row of upcoming) putRow(row, { ...empty(), meetingsHeld: 1 }, -1);
  for (const row of rows) {
    const tally = tallyOf(row);
    const ended = row.meeting_end !== null && utcDateOf(row.meeting_end) <= now;
    putRow(row, {
      enquiries: 1,
      meetingsBooked: tally.booked,
      meetingsHeld: tally.meetingsOn === 1 && ended ? 1 : 0,
      won: tally.won,
    });
  }
  return counted;
}

/** The roll-up's sums over closed days: whole years, then whole months, then single days. */
async function readRollUp(
  sequelize: Sequelize,
  { from, through }: { from: string; through: string },
): Promise<Array<{ key: TallyKey; day: string | null; counts: ReportCounts }>> {
  const segments = coverOf(from, through, 'year');
  const replacements: Record<string, unknown> = {
    dimensions: TALLY_DIMENSIONS.filter((dimension) => dimension !== 'total'),
  };
  const ranges = segments.map(({ span, first, last }, n) => {
    Object.assign(replacements, { [`s${n}`]: span, [`f${n}`]: first, [`l${n}`]: last });
    return `(span = :s${n} AND day >= :f${n} AND day <= :l${n})`;
  });
  const [sums, days] = await Promise.all([
    sequelize.query<RollUpRow>(
      `SELECT dimension, label, medium, SUM(enquiries) AS enquiries, SUM(booked) AS booked,
              SUM(meetings_on) AS meetings_on, SUM(won) AS won
         FROM lead_counts
        WHERE dimension IN (:dimensions) AND (${ranges.join(' OR ')})
        GROUP BY dimension, label, medium`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<RollUpRow & { day: string }>(
      `SELECT day, dimension, label, medium, enquiries, booked, meetings_on, won
         FROM lead_counts
        WHERE span = 'd' AND dimension = 'total' AND day >= :from AND day <= :through`,
      { replacements: { from, through }, type: QueryTypes.SELECT },
    ),
  ]);
  return [
    ...sums.map((row) => ({ key: keyOfRow(row), day: null, counts: countsOf(row) })),
    ...days.map((row) => ({ key: keyOfRow(row), day: row.day, counts: countsOf(row) })),
  ];
}

type Unit = 'year' | 'month' | 'day';
const SPAN: Record<Unit, string> = { year: 'y', month: 'm', day: 'd' };
const SMALLER: Record<Unit, Unit> = { year: 'month', month: 'day', day: 'day' };

/**
 * The fewest roll-up rows that make up the days from `from` to `through`: the whole `unit`s
 * inside, and the ends made of smaller ones. Spans are keyed by their first day.
 */
export function coverOf(
  from: string,
  through: string,
  unit: Unit,
): Array<{ span: string; first: string; last: string }> {
  if (from > through) return [];
  if (unit === 'day') return [{ span: 'd', first: from, last: through }];
  const start = moment.utc(from, 'YYYY-MM-DD');
  if (!start.isSame(start.clone().startOf(unit))) start.add(1, unit).startOf(unit);
  const end = moment.utc(through, 'YYYY-MM-DD').add(1, 'day').startOf(unit);
  if (!start.isBefore(end)) return coverOf(from, through, SMALLER[unit]);
  return [
    ...coverOf(from, format(start.clone().subtract(1, 'day')), SMALLER[unit]),
    { span: SPAN[unit], first: format(start), last: format(end.clone().subtract(1, unit)) },
    ...coverOf(format(end), through, SMALLER[unit]),
  ];
}

const keyOfRow = ({ dimension, label, medium }: RollUpRow): TallyKey => ({
  dimension,
  label,
  medium,
});

const countsOf = (row: RollUpRow): ReportCounts => ({
  enquiries: Number(row.enquiries),
  meetingsBooked: Number(row.booked),
  meetingsHeld: Number(row.meetings_on),
  won: Number(row.won),
});
