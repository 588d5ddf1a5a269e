/**
 * The loop every background job of a BFF process shares (the outbox worker, the publish scheduler,
 * the meeting reminders): a round at start, so work that fell due while no process ran is done at
 * once; the next round after a delay the job chooses from the round's result; a failed round
 * logged and tried again later, never ending the loop; a stop that waits, for a bounded time, for
 * the round in progress. Which process does a piece of work is each job's own business (their
 * conditional UPDATEs); this only decides when a process looks.
 */
import type { Logger } from '../log/logger';

export interface PeriodicJobOptions<Result> {
  /** Names the job in its log lines, e.g. "outbox worker". */
  name: string;
  log: Logger;
  /** One round of work. */
  round: () => Promise<Result>;
  /** How long to wait after a round that ended with `result` (0: at once, e.g. a full batch). */
  nextDelayMs: (result: Result) => number | Promise<number>;
  /** How long to wait after a round that failed. */
  retryMs: number;
  /** Logged with "started". */
  startFields?: Record<string, unknown>;
  /** What a stop that gave up waiting for a round logs. */
  stoppedMidRound?: string;
  /** Runs once the loop is stopped (a transport to close). */
  onStopped?: () => void;
}

export interface PeriodicJob {
  /** Starts the rounds; the first runs at once. A second call does nothing. */
  start(): void;
  /** Stops and waits (at most `timeoutMs`) for a round in progress. Safe to call more than once. */
  stop(timeoutMs?: number): Promise<void>;
  /** True from the first stop on: a long round checks it between items. */
  readonly stopping: boolean;
}

export function createPeriodicJob<Result>({
  name,
  log,
  round: runRound,
  nextDelayMs,
  retryMs,
  startFields = {},
  stoppedMidRound = `${name} stopped during a round`,
  onStopped,
}: PeriodicJobOptions<Result>): PeriodicJob {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let stopped: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = undefined;
      round = runRound()
        .then(nextDelayMs)
        .then(schedule, (error: unknown) => {
          log.error(`${name} round failed`, { err: error });
          schedule(retryMs);
        });
    }, delayMs);
  };

  return {
    get stopping() {
      return stopping;
    },
    start() {
      if (stopping || timer !== undefined || round !== undefined) return;
      log.info(`${name} started`, startFields);
      schedule(0);
    },
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
        if (!waited) log.warn(stoppedMidRound);
        onStopped?.();
        log.info(`${name} stopped`);
      })();
      return stopped;
    },
  };
}
