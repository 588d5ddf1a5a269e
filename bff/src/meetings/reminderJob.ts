/**
 * Queues meeting reminders as they fall due. Every replica runs one, started and stopped beside
 * the outbox worker; reminders.ts makes sure each reminder is queued by exactly one of them. The
 * first round runs at start, so a reminder that fell due while every process was down goes out.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import type { MeetingMailContext } from './meetingMails';
import { REMINDER_BATCH, sendDueReminders, type ReminderRound } from './reminders';

export interface ReminderJobOptions {
  sequelize: Sequelize;
  /** The mail settings, business zone, site and cut-off the reminder e-mail is written with. */
  context: Omit<MeetingMailContext, 'now'>;
  pollMs: number;
  logger: Logger;
  workerId?: string;
  now?: () => Date;
}

export interface ReminderJob {
  readonly workerId: string;
  /** Starts the rounds; the first runs at once. */
  start(): void;
  /** Queues what is due now; returns what this call did. */
  runOnce(): Promise<ReminderRound>;
  /** Stops and waits (at most `timeoutMs`) for a round in progress. Safe to call more than once. */
  stop(timeoutMs?: number): Promise<void>;
}

export function createReminderJob({
  sequelize,
  context,
  pollMs,
  logger,
  workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
}: ReminderJobOptions): ReminderJob {
  const log = logger.child({ component: 'meeting-reminders', workerId });

  const runOnce = async (): Promise<ReminderRound> => {
    const result = await sendDueReminders(sequelize, context, now());
    for (const bookingId of result.sent) log.info('meeting reminder queued', { bookingId });
    for (const bookingId of result.skipped) log.info('meeting reminder skipped', { bookingId });
    return result;
  };

  const job = createPeriodicJob({
    name: 'meeting reminders',
    log,
    round: runOnce,
    // A full batch means more may be due: go on at once rather than after a poll.
    nextDelayMs: (result) =>
      result.sent.length + result.skipped.length >= REMINDER_BATCH ? 0 : pollMs,
    retryMs: pollMs,
    startFields: { pollMs },
  });

  return {
    workerId,
    start: () => job.start(),
    runOnce,
    stop: (timeoutMs) => job.stop(timeoutMs),
  };
}
