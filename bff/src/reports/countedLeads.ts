/**
 * The counts of a report's period, per breakdown value and per day: closed days from the roll-up
 * (whole months from its month rows, the ends from its day rows), today from the enquiries; the
 * reads run side by side.
 *
 * The roll-up counts meetings that are on (booked, not cancelled); a meeting is held once it has
 * ended, which depends on the clock. So the period's meetings still to come (few: bookings reach
 * weeks ahead) are read and taken off to leave those held.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ReportCounts } from '@app/contract/reports';
import { utcDateOf } from '../enquiries/leadCountsStale';
import { countLeadDays } from './leadCounts';
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

const NEVER = { first: '9999-12-31', last: '0000-01-01' };
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
  if (closed) await countLeadDays(sequelize, { from, through: closedThrough, timeZone });
  const [upcoming, rows] = await Promise.all([
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
    closed ? readRollUp(sequelize, { from, through: closedThrough }, put) : undefined,
  ]);
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

/** The roll-up's sums over closed days: whole months from month rows, the ends from day rows. */
async function readRollUp(
  sequelize: Sequelize,
  { from, through }: { from: string; through: string },
  put: (key: TallyKey, day: string | null, counts: ReportCounts) => void,
): Promise<void> {
  const firstMonth = moment.utc(from, 'YYYY-MM-DD');
  if (firstMonth.date() !== 1) firstMonth.add(1, 'month').startOf('month');
  const afterLastMonth = moment.utc(through, 'YYYY-MM-DD').add(1, 'day').startOf('month');
  const months = firstMonth.isBefore(afterLastMonth)
    ? { first: format(firstMonth), last: format(afterLastMonth.clone().subtract(1, 'month')) }
    : NEVER;
  const [head, tail] =
    months === NEVER
      ? [{ first: from, last: through }, NEVER]
      : [
          { first: from, last: format(firstMonth.clone().subtract(1, 'day')) },
          { first: format(afterLastMonth), last: through },
        ];
  const sums = await sequelize.query<RollUpRow>(
    `SELECT dimension, label, medium, SUM(enquiries) AS enquiries, SUM(booked) AS booked,
            SUM(meetings_on) AS meetings_on, SUM(won) AS won
       FROM lead_counts
      WHERE dimension IN (:dimensions)
        AND ((span = 'm' AND day >= :m1 AND day <= :m2)
          OR (span = 'd' AND day >= :h1 AND day <= :h2)
          OR (span = 'd' AND day >= :t1 AND day <= :t2))
      GROUP BY dimension, label, medium`,
    {
      replacements: {
        dimensions: TALLY_DIMENSIONS.filter((dimension) => dimension !== 'total'),
        m1: months.first,
        m2: months.last,
        h1: head.first,
        h2: head.last,
        t1: tail.first,
        t2: tail.last,
      },
      type: QueryTypes.SELECT,
    },
  );
  for (const row of sums) put(keyOfRow(row), null, countsOf(row));
  const days = await sequelize.query<RollUpRow & { day: string }>(
    `SELECT day, dimension, label, medium, enquiries, booked, meetings_on, won
       FROM lead_counts
      WHERE span = 'd' AND dimension = 'total' AND day >= :from AND day <= :through`,
    { replacements: { from, through }, type: QueryTypes.SELECT },
  );
  for (const row of days) put(keyOfRow(row), row.day, countsOf(row));
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
