/**
 * Delivers the webhook queue. Every replica runs one beside the outbox worker; the claims
 * (deliveries.ts) give each attempt to one of them. An attempt signs the stored body with the
 * endpoint's secret at the moment of sending, resolves and checks the address again (targets.ts)
 * and posts it (send.ts); a 2xx delivers it, anything else is retried after 1 min, 5 min, 30 min,
 * 2 h and 12 h, then the delivery is failed. Time comes from `now`, so tests move the clock.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { WEBHOOK_SIGNATURE_HEADER } from '@app/contract/webhooks';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import type { WebhooksConfig } from './config';
import {
  claimDueDeliveries,
  recordAttempt,
  type AttemptRecord,
  type ClaimedDelivery,
} from './deliveries';
import { readEndpoint } from './endpoints';
import { openSecret } from './secretBox';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './send';
import { signatureHeader } from './signature';
import { resolveTarget, type Resolver } from './targets';

const MINUTE = 60_000;
/** The waits after the 1st … 5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE];
/** Outlasts an attempt (10 s) with room: a claim older than this belongs to a dead replica. */
const LEASE_MS = 5 * MINUTE;
const BATCH = 10;

export interface WebhookWorkerOptions {
  sequelize: Sequelize;
  /** The sealing key of the secrets (secretBox.ts). */
  key: Buffer;
  config: WebhooksConfig;
  logger: Logger;
  workerId?: string;
  now?: () => Date;
  /** Tests give a resolver that answers private addresses for public names. */
  resolve?: Resolver;
  timeoutMs?: number;
}

export interface WebhookRound {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export interface WebhookWorker {
  readonly workerId: string;
  start(): void;
  runOnce(): Promise<WebhookRound>;
  stop(timeoutMs?: number): Promise<void>;
}

export function createWebhookWorker({
  sequelize,
  key,
  config,
  logger,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
  resolve,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: WebhookWorkerOptions): WebhookWorker {
  const log = logger.child({ component: 'webhooks', workerId });

  const attempt = async (delivery: ClaimedDelivery): Promise<AttemptRecord> => {
    const endpoint = await readEndpoint(sequelize, delivery.endpointId);
    const secret = endpoint === null ? null : openSecret(endpoint.secretSealed, key);
    if (endpoint === null || secret === null) {
      const error = endpoint === null ? 'endpoint deleted' : 'secret unreadable: give a new one';
      return { statusCode: null, durationMs: 0, response: '', error };
    }
    const check = await resolveTarget(endpoint.url, {
      allowPrivate: config.allowPrivateTargets,
      ...(resolve === undefined ? {} : { resolve }),
    });
    if (!check.ok) return { statusCode: null, durationMs: 0, response: '', error: check.reason };
    return sendWebhook(check.target, {
      body: delivery.payload,
      headers: { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, now()) },
      timeoutMs,
    });
  };

  const deliver = async (delivery: ClaimedDelivery, token: string, tally: WebhookRound) => {
    const result = await attempt(delivery);
    const delivered = result.statusCode !== null && result.error === null;
    const delay = RETRY_DELAYS_MS[delivery.attempt - 1];
    const at = now();
    const retryAt = delivered || delay === undefined ? null : new Date(at.getTime() + delay);
    const fields = { deliveryId: delivery.id, attempt: delivery.attempt };
    if (!(await recordAttempt(sequelize, delivery, token, result, { now: at, delivered, retryAt })))
      log.warn('webhook attempt made after its claim had expired', fields);
    if (delivered) {
      tally.delivered += 1;
      log.info('webhook delivered', { ...fields, statusCode: result.statusCode });
    } else if (retryAt !== null) {
      tally.retrying += 1;
      log.warn('webhook attempt failed, will retry', {
        ...fields,
        reason: result.error,
        retryAt: retryAt.toISOString(),
      });
    } else {
      tally.failed += 1;
      log.error('webhook delivery failed, giving up', { ...fields, reason: result.error });
    }
  };

  const runOnce = async (): Promise<WebhookRound> => {
    const claim = await claimDueDeliveries(sequelize, {
      workerId,
      now: now(),
      leaseMs: LEASE_MS,
      limit: BATCH,
    });
    const tally = { claimed: claim.deliveries.length, delivered: 0, retrying: 0, failed: 0 };
    // Side by side: a receiver that takes its full 10 s holds up no other.
    await Promise.all(claim.deliveries.map((delivery) => deliver(delivery, claim.token, tally)));
    return tally;
  };

  const job = createPeriodicJob({
    name: 'webhook worker',
    log,
    round: runOnce,
    nextDelayMs: (tally) => (tally.claimed >= BATCH ? 0 : config.pollMs),
    retryMs: config.pollMs,
    startFields: { pollMs: config.pollMs, allowPrivateTargets: config.allowPrivateTargets },
    stoppedMidRound: 'webhook worker stopped while a delivery was under way',
  });

  return {
    workerId,
    start: () => job.start(),
    runOnce,
    stop: (timeoutMs) => job.stop(timeoutMs),
  };
}
