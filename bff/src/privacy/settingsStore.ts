/** The retention an admin sets and the state of the daily run: the one `privacy_settings` row. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ErasureCounts, RetentionRun } from '@app/contract/privacy';
import { sqlDateTime } from '../db/sqlDateTime';

export interface PrivacySettings {
  closedMonths: number;
  /** Null until the first run: due at once. */
  nextRunAt: Date | null;
  lastRun: RetentionRun | null;
}

interface SettingsRow {
  closed_months: number | string;
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
  last_run_counts: string | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export async function readPrivacySettings(
  sequelize: Sequelize,
  transaction?: Transaction,
): Promise<PrivacySettings> {
  const [row] = await sequelize.query<SettingsRow>(
    'SELECT closed_months, next_run_at, last_run_at, last_run_counts FROM privacy_settings WHERE id = 1',
    { type: QueryTypes.SELECT, transaction },
  );
  if (row === undefined) throw new Error('privacy_settings has no row: migration 0070 did not run');
  return {
    closedMonths: Number(row.closed_months),
    nextRunAt: row.next_run_at === null ? null : dateOf(row.next_run_at),
    lastRun:
      row.last_run_at === null
        ? null
        : {
            at: dateOf(row.last_run_at).toISOString(),
            counts: JSON.parse(row.last_run_counts ?? '{}') as ErasureCounts,
          },
  };
}

export async function saveRetention(
  sequelize: Sequelize,
  closedMonths: number,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  await sequelize.query(
    `UPDATE privacy_settings SET closed_months = :closedMonths, updated_at = :at, updated_by = :by
      WHERE id = 1`,
    {
      replacements: { closedMonths, by, at: sqlDateTime(sequelize, at) },
      type: QueryTypes.BULKUPDATE,
    },
  );
}

/**
 * Claims the run due at `now` for this transaction: the conditional UPDATE matches only while the
 * run is due, and the database gives the row to one transaction (InnoDB re-checks the condition
 * after the other's row lock; SQLite writes one at a time). So of any number of replicas exactly
 * one runs it; one that dies mid-run rolls the claim back with its work.
 */
export async function claimRun(
  sequelize: Sequelize,
  { now, next, transaction }: { now: Date; next: Date; transaction: Transaction },
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE privacy_settings SET next_run_at = :next, last_run_at = :now
      WHERE id = 1 AND (next_run_at IS NULL OR next_run_at <= :now)`,
    {
      replacements: { now: sqlDateTime(sequelize, now), next: sqlDateTime(sequelize, next) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return Number(changed) === 1;
}

export async function recordRunCounts(
  sequelize: Sequelize,
  counts: ErasureCounts,
  transaction: Transaction,
): Promise<void> {
  await sequelize.query('UPDATE privacy_settings SET last_run_counts = :counts WHERE id = 1', {
    replacements: { counts: JSON.stringify(counts) },
    type: QueryTypes.BULKUPDATE,
    transaction,
  });
}
