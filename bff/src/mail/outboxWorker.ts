/**
 * Delivers the outbox. Every replica runs one; the claims (outboxClaims.ts) make sure a message
 * goes to one of them. A failed delivery is retried with backoff (retryDelay.ts) until
 * OUTBOX_MAX_ATTEMPTS, or given up at once when the server refused it for good (5xx).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import type { OutboxConfig } from './config';
import type { OutboxMessage } from './outbox';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  releaseClaim,
  type Claim,
} from './outboxClaims';
import { retryDelayMs } from './retryDelay';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  sequelize: Sequelize;
  transport: MailTransport;
  config: OutboxConfig;
  logger: Logger;
  /** Shows in locked_by; defaults to host, pid and a random part. */
  workerId?: string;
  now?: () => Date;
  /** For the retry jitter; tests pin it. */
  random?: () => number;
}

/** What one round did. */
export interface DeliveryRound {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Starts polling; the first round runs at once (mail queued before a restart goes out). */
  start(): void;
  /** Claims and delivers one batch. */
  runOnce(): Promise<DeliveryRound>;
  /**
   * Stops polling and waits (at most `timeoutMs`) for the message being sent; claimed messages
   * not yet tried are handed back. Safe to call more than once.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export function createOutboxWorker({
  sequelize,
  transport,
  config,
  logger,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
  random = Math.random,
}: OutboxWorkerOptions): OutboxWorker {
  const log = logger.child({ component: 'outbox', workerId });

  const deliver = async (message: OutboxMessage, claim: Claim, tally: DeliveryRound) => {
    const fields = {
      outboxId: message.id,
      messageId: message.messageId,
      attempt: message.attempts,
    };
    try {
      await transport.send(message);
    } catch (error) {
      const permanent = isPermanentRejection(error);
      const giveUp = permanent || message.attempts >= config.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(now().getTime() + retryDelayMs(message.attempts, retryPolicy(config), random));
      const recorded = await markAttemptFailed(sequelize, message.id, claim.token, {
        error: describeError(error),
        now: now(),
        retryAt,
      });
      if (!recorded) log.warn('lost the claim on a message while sending it', fields);
      if (retryAt === null) {
        tally.failed += 1;
        log.error('mail delivery failed, giving up', {
          ...fields,
          reason: permanent ? 'rejected by the server' : 'no attempts left',
          err: error,
        });
      } else {
        tally.retrying += 1;
        log.warn('mail delivery failed, will retry', {
          ...fields,
          retryAt: retryAt.toISOString(),
          err: error,
        });
      }
      return;
    }
    tally.sent += 1;
    if (await markSent(sequelize, message.id, claim.token, now())) {
      log.info('mail sent', fields);
    } else {
      // Another replica took the message over after our lease ran out; it may send it again.
      log.warn('mail sent after its claim had expired', fields);
    }
  };

  const runOnce = async (): Promise<DeliveryRound> => {
    const claim = await claimDueMessages(sequelize, {
      workerId,
      now: now(),
      leaseMs: config.leaseMs,
      limit: config.batchSize,
    });
    const tally: DeliveryRound = {
      claimed: claim.messages.length,
      sent: 0,
      retrying: 0,
      failed: 0,
    };
    for (const message of claim.messages) {
      if (job.stopping) break;
      await deliver(message, claim, tally);
    }
    if (job.stopping && tally.sent + tally.retrying + tally.failed < tally.claimed) {
      await releaseClaim(sequelize, claim.token, now());
    }
    return tally;
  };

  const job = createPeriodicJob({
    name: 'outbox worker',
    log,
    round: () => runOnce(),
    // A full batch means more may be waiting: go on at once rather than after a poll.
    nextDelayMs: (tally) => (tally.claimed >= config.batchSize ? 0 : config.pollMs),
    retryMs: config.pollMs,
    startFields: { transport: transport.description },
    stoppedMidRound: 'outbox worker stopped while a message was being sent',
    onStopped: () => transport.close(),
  });

  return {
    workerId,
    start: () => job.start(),
    runOnce,
    stop: (timeoutMs) => job.stop(timeoutMs),
  };
}

function retryPolicy(config: OutboxConfig) {
  return { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs };
}

/** nodemailer marks SMTP 5xx replies (but 503) as permanent: retrying gets the same answer. */
function isPermanentRejection(error: unknown): boolean {
  return (error as { permanent?: unknown } | null)?.permanent === true;
}

function describeError(error: unknown): string {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` can fail.
  const { message, code, response } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as {
    message?: unknown;
    code?: unknown;
    response?: unknown;
  };
  if (typeof message !== 'string') return String(error);
  const parts = [message];
  if (typeof code === 'string' && !message.includes(code)) parts.push(`(${code})`);
  if (typeof response === 'string' && !message.includes(response)) parts.push(response);
  return parts.join(' ');
}
