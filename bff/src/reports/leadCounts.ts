/**
 * The leads report's roll-up (tables of migration 0055): counts per closed business-zone day,
 * month and year, so a report over years sums a few thousand rows instead of grouping every
 * enquiry and joining its meeting.
 *
 * A day is counted once it is over (no enquiry arrives on it any more) and the first time a report
 * covers it; it is counted again when a change marks it stale (enquiries/leadCountsStale.ts). A
 * month's rows are the sum of its days' rows and a year's the sum of its months', summed again
 * whenever one of their days is counted.
 * Counting deletes the day's rows and writes them anew, so counting a day twice does no harm.
 *
 * Rows are anonymous counts and stay when enquiries are erased: an erased enquiry's day keeps its
 * counts as long as nothing marks the day stale.
 */
import moment from 'moment-timezone';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { writeTransaction } from '../db/writeTransaction';
import {
  addTally,
  emptyTally,
  keyOf,
  keysOf,
  readLeadRows,
  TALLY_DIMENSIONS,
  tallyOf,
  zoneDayOf,
  type Tally,
  type TallyKey,
} from './leadTally';

const CHUNK = 400;

/** Every day from `from` to `through` (yyyy-MM-dd, both included). */
export function daysBetween(from: string, through: string): string[] {
  const days: string[] = [];
  for (
    let at = moment.utc(from, 'YYYY-MM-DD');
    at.format('YYYY-MM-DD') <= through;
    at = at.add(1, 'day')
  ) {
    days.push(at.format('YYYY-MM-DD'));
  }
  return days;
}

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, n) =>
    list.slice(n * CHUNK, (n + 1) * CHUNK),
  );

/** Runs of consecutive days, as [first, last]. */
function runsOf(days: string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last !== undefined && moment.utc(last[1]).add(1, 'day').format('YYYY-MM-DD') === day) {
      last[1] = day;
    } else {
      runs.push([day, day]);
    }
  }
  return runs;
}

async function currentDays(
  sequelize: Sequelize,
  from: string,
  through: string,
  transaction: Transaction,
): Promise<Set<string>> {
  // A locking read on MySQL: it waits for a change marking one of these days stale, and leaves
  // the snapshot of the enquiries to be taken after it (the counts then include that change).
  const lock = sequelize.getDialect() !== 'sqlite';
  const rows = await sequelize.query<{ day: string }>(
    `SELECT day FROM lead_count_days WHERE day >= :from AND day <= :through${lock ? ' FOR UPDATE' : ''}`,
    { replacements: { from, through }, type: QueryTypes.SELECT, transaction },
  );
  return new Set(rows.map((row) => row.day));
}

/** Whether every day from `from` to `through` is counted and current. */
export async function leadDaysCounted(
  sequelize: Sequelize,
  { from, through }: { from: string; through: string },
): Promise<boolean> {
  const [row] = await sequelize.query<{ days: number | string }>(
    'SELECT COUNT(*) AS days FROM lead_count_days WHERE day >= :from AND day <= :through',
    { replacements: { from, through }, type: QueryTypes.SELECT },
  );
  return Number(row?.days ?? 0) === daysBetween(from, through).length;
}

/**
 * Makes the counts of every day from `from` to `through` current (days that are over, in
 * `timeZone`). The function to call before erasing enquiries whose counts must remain.
 */
export async function countLeadDays(
  sequelize: Sequelize,
  { from, through, timeZone }: { from: string; through: string; timeZone: string },
): Promise<void> {
  const days = daysBetween(from, through);
  if (days.length === 0 || (await leadDaysCounted(sequelize, { from, through }))) return;
  await writeTransaction(sequelize, async (transaction) => {
    const current = await currentDays(sequelize, from, through, transaction);
    const stale = days.filter((day) => !current.has(day));
    if (stale.length === 0) return;
    const ignore = sequelize.getDialect() === 'sqlite' ? 'OR IGNORE' : 'IGNORE';
    const run = (sql: string, replacements: Record<string, unknown> | unknown[]) =>
      sequelize.query(sql, { replacements, transaction });
    for (const part of chunks(stale)) {
      await run(
        `INSERT ${ignore} INTO lead_count_days (day) VALUES ${part.map(() => '(?)').join(', ')}`,
        part,
      );
      await run(
        "DELETE FROM lead_counts WHERE span = 'd' AND dimension IN (:dimensions) AND day IN (:part)",
        { part, dimensions: TALLY_DIMENSIONS },
      );
    }
    for (const [first, last] of runsOf(stale)) {
      await countRun(sequelize, { first, last, timeZone }, transaction);
    }
    const months = [...new Set(stale.map((day) => `${day.slice(0, 7)}-01`))];
    for (const month of months) await sumSpan(sequelize, 'm', month, transaction);
    const years = [...new Set(stale.map((day) => `${day.slice(0, 4)}-01-01`))];
    for (const year of years) await sumSpan(sequelize, 'y', year, transaction);
  });
}

/** Counts the days from `first` to `last` from their enquiries. */
async function countRun(
  sequelize: Sequelize,
  { first, last, timeZone }: { first: string; last: string; timeZone: string },
  transaction: Transaction,
): Promise<void> {
  const rows = await readLeadRows(
    sequelize,
    {
      from: moment.tz(first, 'YYYY-MM-DD', timeZone).toDate(),
      to: moment.tz(last, 'YYYY-MM-DD', timeZone).add(1, 'day').toDate(),
    },
    transaction,
  );
  const counts = new Map<string, TallyKey & Tally & { day: string }>();
  for (const row of rows) {
    const day = zoneDayOf(row.received_at, timeZone);
    const tally = tallyOf(row);
    for (const key of keysOf(row)) {
      const id = `${day}\u0000${keyOf(key)}`;
      const into = counts.get(id) ?? { day, ...key, ...emptyTally() };
      addTally(into, tally);
      counts.set(id, into);
    }
  }
  for (const part of chunks([...counts.values()])) {
    await sequelize.query(
      `INSERT INTO lead_counts
         (span, day, dimension, label, medium, enquiries, booked, meetings_on, won)
       VALUES ${part.map(() => "('d', ?, ?, ?, ?, ?, ?, ?, ?)").join(', ')}`,
      {
        replacements: part.flatMap((c) => [
          c.day,
          c.dimension,
          c.label,
          c.medium,
          c.enquiries,
          c.booked,
          c.meetingsOn,
          c.won,
        ]),
        transaction,
      },
    );
  }
}

/**
 * A month's rows (span 'm') as the sum of its days' rows, or a year's ('y') as the sum of its
 * months'; `first` is its first day.
 */
async function sumSpan(
  sequelize: Sequelize,
  span: 'm' | 'y',
  first: string,
  transaction: Transaction,
): Promise<void> {
  const next = moment
    .utc(first, 'YYYY-MM-DD')
    .add(1, span === 'm' ? 'month' : 'year')
    .format('YYYY-MM-DD');
  const replacements = {
    span,
    parts: span === 'm' ? 'd' : 'm',
    first,
    next,
    dimensions: TALLY_DIMENSIONS,
  };
  await sequelize.query(
    'DELETE FROM lead_counts WHERE span = :span AND dimension IN (:dimensions) AND day = :first',
    { replacements, transaction },
  );
  await sequelize.query(
    `INSERT INTO lead_counts
       (span, day, dimension, label, medium, enquiries, booked, meetings_on, won)
     SELECT :span, :first, dimension, label, medium, SUM(enquiries), SUM(booked),
            SUM(meetings_on), SUM(won)
       FROM lead_counts
      WHERE span = :parts AND dimension IN (:dimensions) AND day >= :first AND day < :next
      GROUP BY dimension, label, medium`,
    { replacements, transaction },
  );
}
