/**
 * The daily retention run's loop: every replica looks every `pollMs`; the run's claim
 * (settingsStore.claimRun) lets exactly one of them erase, once per day.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import { runRetention, type RetentionOutcome } from './retention';

export interface RetentionJobOptions {
  sequelize: Sequelize;
  /** The business zone: the run is due at RUN_HOUR of its days. */
  zone: string;
  pollMs: number;
  logger: Logger;
  workerId?: string;
  now?: () => Date;
}

export interface RetentionJob {
  start(): void;
  /** Runs the erasure if it is due now; null when it was not (or another replica ran it). */
  runOnce(): Promise<RetentionOutcome | null>;
  stop(timeoutMs?: number): Promise<void>;
}

export function createRetentionJob({
  sequelize,
  zone,
  pollMs,
  logger,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
}: RetentionJobOptions): RetentionJob {
  const log = logger.child({ component: 'privacy-retention', workerId });
  const runOnce = async () => {
    const outcome = await runRetention(sequelize, { now: now(), zone });
    if (outcome !== null) {
      log.info('retention run done', { counts: outcome.counts, nextRunAt: outcome.nextRunAt });
    }
    return outcome;
  };
  const job = createPeriodicJob({
    name: 'privacy retention',
    log,
    round: runOnce,
    nextDelayMs: () => pollMs,
    retryMs: pollMs,
    startFields: { pollMs },
  });
  return { start: () => job.start(), runOnce, stop: (timeoutMs) => job.stop(timeoutMs) };
}
