/**
 * The loop of a meeting job (the reminders, the release of unconfirmed holds): every replica runs
 * one beside the outbox worker, and the job's own conditional UPDATEs make sure each meeting is
 * handled by exactly one of them. The first round runs at start, so what fell due while every
 * process was down is done at once; a full batch goes on at once rather than after a poll.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Sequelize } from 'sequelize';
import { createPeriodicJob } from '../jobs/periodicJob';
import type { Logger } from '../log/logger';
import type { MeetingMailContext } from './meetingMails';

/** The mail settings, business zone, site and cut-off the job's e-mails are written with. */
export type JobMailContext = Omit<MeetingMailContext, 'now'>;

export interface MeetingJobOptions {
  sequelize: Sequelize;
  /** Fixed, or read at each round (the zone and the cut-off are the staff's schedule's). */
  context: JobMailContext | (() => Promise<JobMailContext>);
  pollMs: number;
  logger: Logger;
  workerId?: string;
  now?: () => Date;
}

export interface MeetingJob<Result> {
  readonly workerId: string;
  /** Starts the rounds; the first runs at once. */
  start(): void;
  /** Does what is due now; returns what this call did. */
  runOnce(): Promise<Result>;
  /** Stops and waits (at most `timeoutMs`) for a round in progress. Safe to call more than once. */
  stop(timeoutMs?: number): Promise<void>;
}

/** What makes one meeting job differ from another. */
export interface MeetingJobKind<Result> {
  /** Names the job in its log lines, e.g. "meeting reminders". */
  name: string;
  /** The log's `component` field. */
  component: string;
  round: (sequelize: Sequelize, context: JobMailContext, now: Date) => Promise<Result>;
  /** Logs what a round did, a line per meeting. */
  report: (log: Logger, result: Result) => void;
  /** Whether the round took a full batch, so more may be due. */
  fullBatch: (result: Result) => boolean;
}

export function createMeetingJob<Result>(
  {
    sequelize,
    context,
    pollMs,
    logger,
    workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    now = () => new Date(),
  }: MeetingJobOptions,
  kind: MeetingJobKind<Result>,
): MeetingJob<Result> {
  const log = logger.child({ component: kind.component, workerId });
  const runOnce = async (): Promise<Result> => {
    const current = typeof context === 'function' ? await context() : context;
    const result = await kind.round(sequelize, current, now());
    kind.report(log, result);
    return result;
  };
  const job = createPeriodicJob({
    name: kind.name,
    log,
    round: runOnce,
    nextDelayMs: (result) => (kind.fullBatch(result) ? 0 : pollMs),
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
