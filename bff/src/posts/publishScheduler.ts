/**
 * Publishes scheduled posts when they fall due. Every replica runs one; scheduledPublishing.ts
 * makes sure each post is published by exactly one of them. The first round runs at start, so a
 * post that fell due while every process was down goes out at once.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import type { PublishingConfig } from './config';
import {
  nextPublishAt,
  PUBLISH_BATCH,
  publishDuePosts,
  type PublishedPost,
} from './scheduledPublishing';

/** The shortest wait between rounds, so a post that cannot be published never spins a core. */
const MIN_DELAY_MS = 100;

export interface PublishSchedulerOptions {
  sequelize: Sequelize;
  config: PublishingConfig;
  logger: Logger;
  /** Names this process in the log; defaults to host, pid and a random part. */
  workerId?: string;
  now?: () => Date;
}

export interface PublishScheduler {
  readonly workerId: string;
  /** Starts the rounds; the first runs at once. */
  start(): void;
  /** Publishes what is due now; returns what this call published. */
  runOnce(): Promise<PublishedPost[]>;
  /** Stops and waits (at most `timeoutMs`) for a round in progress. Safe to call more than once. */
  stop(timeoutMs?: number): Promise<void>;
}

export function createPublishScheduler({
  sequelize,
  config,
  logger,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
}: PublishSchedulerOptions): PublishScheduler {
  const log = logger.child({ component: 'publish-scheduler', workerId });

  const runOnce = async (): Promise<PublishedPost[]> => {
    const published = await publishDuePosts(sequelize, now());
    for (const post of published) {
      log.info('scheduled post published', {
        postId: post.id,
        slug: post.slug,
        publishedAt: post.publishedAt.toISOString(),
      });
    }
    return published;
  };

  /** Until the next post it knows of falls due, or the next poll, whichever comes first. */
  const nextDelay = async (published: number): Promise<number> => {
    if (published >= PUBLISH_BATCH) return 0;
    const next = await nextPublishAt(sequelize);
    const untilNext = next === null ? config.pollMs : next.getTime() - now().getTime();
    return Math.max(MIN_DELAY_MS, Math.min(config.pollMs, untilNext));
  };

  const job = createPeriodicJob({
    name: 'publish scheduler',
    log,
    round: runOnce,
    nextDelayMs: (published) => nextDelay(published.length),
    retryMs: config.pollMs,
    startFields: { pollMs: config.pollMs },
  });

  return {
    workerId,
    start: () => job.start(),
    runOnce,
    stop: (timeoutMs) => job.stop(timeoutMs),
  };
}
