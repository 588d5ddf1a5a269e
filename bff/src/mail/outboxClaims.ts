/**
 * The outbox's state machine in SQL: claiming due messages, and recording how a delivery went.
 *
 *   pending --claim--> sending --delivered--> sent
 *                         |----failed, attempts left--> pending (next_attempt_at = later)
 *                         |----failed for good-------> failed
 *                         '----lease ran out (the replica died)--> claimable again
 *
 * A claim is one conditional UPDATE that re-checks "still due" on every row it touches, so when
 * two replicas pick the same candidates the database lets exactly one of them have each row
 * (InnoDB re-evaluates the condition after waiting for the other's row lock; SQLite runs one
 * write at a time). It needs no SKIP LOCKED and reads the same on both dialects.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { OUTBOX_TABLE, toOutboxMessage, type OutboxMessage, type OutboxRow } from './outbox';

/** Longer error texts (a whole SMTP transcript) are cut; the start says what went wrong. */
const MAX_ERROR_LENGTH = 2_000;

const DUE = `((status = 'pending' AND next_attempt_at <= :now)
          OR (status = 'sending' AND locked_until < :now))`;

export interface ClaimOptions {
  /** Names this replica's worker in locked_by. */
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

export interface Claim {
  /** Identifies this one claim; every later update of its messages must present it. */
  token: string;
  messages: OutboxMessage[];
}

/** Takes up to `limit` due messages for this worker, oldest due first. */
export async function claimDueMessages(
  sequelize: Sequelize,
  { workerId, now, leaseMs, limit }: ClaimOptions,
): Promise<Claim> {
  const token = `${workerId}/${randomUUID()}`;
  const at = sqlDateTime(sequelize, now);
  const candidates = await sequelize.query<{ id: number | string }>(
    `SELECT id FROM ${OUTBOX_TABLE} WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT :limit`,
    { replacements: { now: at, limit }, type: QueryTypes.SELECT },
  );
  if (candidates.length === 0) return { token, messages: [] };

  const claimed = await sequelize.query(
    `UPDATE ${OUTBOX_TABLE}
        SET status = 'sending', locked_by = :token, locked_until = :until,
            attempts = attempts + 1, updated_at = :now
      WHERE id IN (:ids) AND ${DUE}`,
    {
      replacements: {
        token,
        now: at,
        until: sqlDateTime(sequelize, new Date(now.getTime() + leaseMs)),
        ids: candidates.map((row) => Number(row.id)),
      },
      type: QueryTypes.BULKUPDATE,
    },
  );
  if (claimed === 0) return { token, messages: [] };

  const rows = await sequelize.query<OutboxRow>(
    `SELECT * FROM ${OUTBOX_TABLE} WHERE locked_by = :token AND status = 'sending'
      ORDER BY next_attempt_at, id`,
    { replacements: { token }, type: QueryTypes.SELECT },
  );
  return { token, messages: rows.map(toOutboxMessage) };
}

/**
 * Records a delivery. False when the claim was no longer ours (the lease ran out and another
 * replica took the message over): the message may then go out twice, which the caller logs.
 */
export async function markSent(
  sequelize: Sequelize,
  id: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const at = sqlDateTime(sequelize, now);
  const updated = await sequelize.query(
    `UPDATE ${OUTBOX_TABLE}
        SET status = 'sent', sent_at = :now, locked_by = NULL, locked_until = NULL,
            last_error = NULL, updated_at = :now
      WHERE id = :id AND locked_by = :token`,
    { replacements: { id, token, now: at }, type: QueryTypes.BULKUPDATE },
  );
  return updated === 1;
}

export interface FailedAttempt {
  error: string;
  now: Date;
  /** When to try again; null gives the message up for good. */
  retryAt: Date | null;
}

/** Records a failed delivery: back to pending until `retryAt`, or failed. */
export async function markAttemptFailed(
  sequelize: Sequelize,
  id: number,
  token: string,
  { error, now, retryAt }: FailedAttempt,
): Promise<boolean> {
  const updated = await sequelize.query(
    `UPDATE ${OUTBOX_TABLE}
        SET status = :status, next_attempt_at = :retryAt, last_error = :error,
            locked_by = NULL, locked_until = NULL, updated_at = :now
      WHERE id = :id AND locked_by = :token`,
    {
      replacements: {
        id,
        token,
        status: retryAt === null ? 'failed' : 'pending',
        // A failed message keeps a due time; nothing selects failed rows by it.
        retryAt: sqlDateTime(sequelize, retryAt ?? now),
        error: error.slice(0, MAX_ERROR_LENGTH),
        now: sqlDateTime(sequelize, now),
      },
      type: QueryTypes.BULKUPDATE,
    },
  );
  return updated === 1;
}

/**
 * Hands back the messages of a claim that were not tried (the worker is stopping), without
 * counting an attempt, so another replica or the next start sends them at once.
 */
export async function releaseClaim(sequelize: Sequelize, token: string, now: Date): Promise<void> {
  await sequelize.query(
    `UPDATE ${OUTBOX_TABLE}
        SET status = 'pending', attempts = attempts - 1, locked_by = NULL, locked_until = NULL,
            updated_at = :now
      WHERE locked_by = :token AND status = 'sending'`,
    { replacements: { token, now: sqlDateTime(sequelize, now) }, type: QueryTypes.BULKUPDATE },
  );
}
