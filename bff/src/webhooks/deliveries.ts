/**
 * The webhook queue's state machine in SQL, the mail outbox's (mail/outboxClaims.ts) applied to
 * deliveries:
 *
 *   pending --claim--> sending --2xx--> delivered
 *                         |----failed, retries left--> pending (next_attempt_at = later)
 *                         |----failed, none left-----> failed
 *                         '----lease ran out (the replica died)--> claimable again
 *
 * A claim is one conditional UPDATE that re-checks "still due" on each row, so of two replicas
 * picking the same rows the database gives each row to one: each attempt is made once. A paused
 * endpoint's deliveries are not due: they wait, and go when it is active again.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { WebhookBodyEvent } from '@app/contract/webhooks';
import { sqlDateTime } from '../db/sqlDateTime';

export interface NewDelivery {
  endpointId: string;
  eventId: string;
  event: WebhookBodyEvent;
  enquiryId: string | null;
  payload: string;
}

/** Queues one delivery, due at `now`; returns its id. */
export async function queueDelivery(
  sequelize: Sequelize,
  delivery: NewDelivery,
  { transaction, now }: { transaction?: Transaction; now: Date },
): Promise<string> {
  const id = randomUUID();
  const at = sqlDateTime(sequelize, now);
  await sequelize.query(
    `INSERT INTO webhook_deliveries
       (id, endpoint_id, event_id, event, enquiry_id, payload, status, attempts, next_attempt_at,
        created_at, updated_at)
     VALUES (:id, :endpointId, :eventId, :event, :enquiryId, :payload, 'pending', 0, :at, :at, :at)`,
    { replacements: { id, ...delivery, at }, type: QueryTypes.INSERT, transaction },
  );
  return id;
}

const DUE = `((status = 'pending' AND next_attempt_at <= :now)
          OR (status = 'sending' AND locked_until < :now))
         AND endpoint_id IN (SELECT id FROM webhook_endpoints WHERE active = :yes)`;

/** A claimed delivery as the worker sends it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  payload: string;
  /** Attempts so far, the one under way included. */
  attempt: number;
}

export interface Claim {
  token: string;
  deliveries: ClaimedDelivery[];
}

export async function claimDueDeliveries(
  sequelize: Sequelize,
  {
    workerId,
    now,
    leaseMs,
    limit,
  }: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<Claim> {
  const token = `${workerId}/${randomUUID()}`;
  const at = sqlDateTime(sequelize, now);
  const candidates = await sequelize.query<{ id: string }>(
    `SELECT id FROM webhook_deliveries WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT :limit`,
    { replacements: { now: at, yes: true, limit }, type: QueryTypes.SELECT },
  );
  if (candidates.length === 0) return { token, deliveries: [] };
  const claimed = await sequelize.query(
    `UPDATE webhook_deliveries
        SET status = 'sending', locked_by = :token, locked_until = :until,
            attempts = attempts + 1, updated_at = :now
      WHERE id IN (:ids) AND ${DUE}`,
    {
      replacements: {
        token,
        now: at,
        yes: true,
        until: sqlDateTime(sequelize, new Date(now.getTime() + leaseMs)),
        ids: candidates.map((row) => row.id),
      },
      type: QueryTypes.BULKUPDATE,
    },
  );
  if (claimed === 0) return { token, deliveries: [] };
  const rows = await sequelize.query<{
    id: string;
    endpoint_id: string;
    payload: string;
    attempts: number | string;
  }>(
    `SELECT id, endpoint_id, payload, attempts FROM webhook_deliveries
      WHERE locked_by = :token AND status = 'sending' ORDER BY next_attempt_at, id`,
    { replacements: { token }, type: QueryTypes.SELECT },
  );
  return {
    token,
    deliveries: rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      payload: row.payload,
      attempt: Number(row.attempts),
    })),
  };
}

export interface AttemptRecord {
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}

/**
 * Logs an attempt and moves the delivery on: delivered, pending until `retryAt`, or failed when
 * `retryAt` is null. False when the claim was no longer ours (the lease ran out): the attempt is
 * still logged, since it was made.
 */
export async function recordAttempt(
  sequelize: Sequelize,
  delivery: ClaimedDelivery,
  token: string,
  result: AttemptRecord,
  { now, delivered, retryAt }: { now: Date; delivered: boolean; retryAt: Date | null },
): Promise<boolean> {
  const at = sqlDateTime(sequelize, now);
  await sequelize.query(
    `INSERT INTO webhook_attempts
       (delivery_id, attempt, attempted_at, status_code, duration_ms, response, error)
     VALUES (:id, :attempt, :at, :statusCode, :durationMs, :response, :error)`,
    {
      replacements: {
        id: delivery.id,
        attempt: delivery.attempt,
        at,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        response: result.response,
        error: result.error?.slice(0, 500) ?? null,
      },
      type: QueryTypes.INSERT,
    },
  );
  const status = delivered ? 'delivered' : retryAt === null ? 'failed' : 'pending';
  const updated = await sequelize.query(
    `UPDATE webhook_deliveries
        SET status = :status, next_attempt_at = :next, locked_by = NULL, locked_until = NULL,
            updated_at = :at
      WHERE id = :id AND locked_by = :token`,
    {
      replacements: {
        id: delivery.id,
        token,
        status,
        next: sqlDateTime(sequelize, retryAt ?? now),
        at,
      },
      type: QueryTypes.BULKUPDATE,
    },
  );
  return updated === 1;
}
