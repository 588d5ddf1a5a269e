/**
 * The firm's one booking schedule, row 1 of `availability` (migration 0045). Read on every request
 * that needs it, never cached in a process, so an edit reaches every replica at once. The first
 * reader of an empty table stores the seed (the BOOKING_* variables): from then on the row is the
 * one source, and a changed variable no longer moves anything.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import type { ScheduleSource } from '../meetings/slotSchedule';

const ROW_ID = 1;

async function selectRow(
  sequelize: Sequelize,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<AvailabilitySchedule | null> {
  // SQLite has no FOR UPDATE; its writers take turns anyway (writeTransaction).
  const lock = options.lock === true && sequelize.getDialect() !== 'sqlite' ? ' FOR UPDATE' : '';
  const rows = await sequelize.query<{ schedule: string }>(
    `SELECT schedule FROM availability WHERE id = :id${lock}`,
    { replacements: { id: ROW_ID }, type: QueryTypes.SELECT, transaction: options.transaction },
  );
  const text = rows[0]?.schedule;
  return text === undefined ? null : (JSON.parse(text) as AvailabilitySchedule);
}

async function insertRow(
  sequelize: Sequelize,
  schedule: AvailabilitySchedule,
  now: Date,
): Promise<void> {
  try {
    await sequelize.query(
      'INSERT INTO availability (id, schedule, updated_at) VALUES (:id, :schedule, :at)',
      {
        replacements: {
          id: ROW_ID,
          schedule: JSON.stringify(schedule),
          at: sqlDateTime(sequelize, now),
        },
      },
    );
  } catch (error) {
    // Another replica seeded first: its seed stands, from the same variables.
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
}

/** The schedule in force, seeding it from `seed` when the table is still empty. */
export async function readSchedule(
  sequelize: Sequelize,
  seed: AvailabilitySchedule,
  now: Date = new Date(),
): Promise<AvailabilitySchedule> {
  const stored = await selectRow(sequelize);
  if (stored !== null) return stored;
  await insertRow(sequelize, seed, now);
  return (await selectRow(sequelize)) ?? seed;
}

export function scheduleSource(
  sequelize: Sequelize,
  seed: AvailabilitySchedule,
  now: () => Date,
): ScheduleSource {
  return () => readSchedule(sequelize, seed, now());
}

/**
 * Applies `change` to the stored schedule under a row lock, so two staff edits never lose one
 * another. `change` returns the new schedule, or a value of its own to refuse without saving.
 */
export async function changeSchedule<Refusal>(
  sequelize: Sequelize,
  seed: AvailabilitySchedule,
  now: Date,
  change: (current: AvailabilitySchedule) => AvailabilitySchedule | { refused: Refusal },
): Promise<{ schedule: AvailabilitySchedule } | { refused: Refusal }> {
  await readSchedule(sequelize, seed, now);
  return writeTransaction(sequelize, async (transaction) => {
    const current = (await selectRow(sequelize, { transaction, lock: true })) ?? seed;
    const next = change(current);
    if ('refused' in next) return next;
    await sequelize.query(
      'UPDATE availability SET schedule = :schedule, updated_at = :at WHERE id = :id',
      {
        replacements: {
          id: ROW_ID,
          schedule: JSON.stringify(next),
          at: sqlDateTime(sequelize, now),
        },
        transaction,
      },
    );
    return { schedule: next };
  });
}
