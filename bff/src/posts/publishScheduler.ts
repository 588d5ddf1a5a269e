/**
 * Publishes scheduled posts when they fall due. Every replica runs one; scheduledPublishing.ts
 * makes sure each post is published by exactly one of them. The first round runs at start, so a
 * post that fell due while every process was down goes out at once.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
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
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let stopped: Promise<void> | undefined;

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

  const schedule = (delayMs: number) => {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = undefined;
      round = runOnce()
        .then((published) => nextDelay(published.length))
        .then(schedule, (error: unknown) => {
          log.error('scheduled publishing failed', { err: error });
          schedule(config.pollMs);
        });
    }, delayMs);
  };

  return {
    workerId,
    start() {
      if (stopping || timer !== undefined || round !== undefined) return;
      log.info('publish scheduler started', { pollMs: config.pollMs });
      schedule(0);
    },
    runOnce,
    stop(timeoutMs = 10_000) {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(timer);
        let deadline: NodeJS.Timeout | undefined;
        const waited = await Promise.race([
          (round ?? Promise.resolve()).then(() => true),
          new Promise<false>((resolve) => {
            deadline = setTimeout(() => resolve(false), timeoutMs);
          }),
        ]);
        clearTimeout(deadline);
        if (!waited) log.warn('publish scheduler stopped during a round');
        log.info('publish scheduler stopped');
      })();
      return stopped;
    },
  };
}
