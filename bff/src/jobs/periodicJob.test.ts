import { createLogger } from '../log/logger';
import { createPeriodicJob } from './periodicJob';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({
    level: 'debug',
    write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { log, messages: () => lines.map((line) => line.msg) };
}

const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('createPeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a round at start, then after the delay each round chooses', async () => {
    const { log } = capturedLogger();
    const delays = [0, 500, 1_000];
    let rounds = 0;
    const job = createPeriodicJob({
      name: 'test job',
      log,
      round: async () => ++rounds,
      nextDelayMs: () => delays.shift() ?? 60_000,
      retryMs: 60_000,
    });
    job.start();
    job.start();
    // The first round's result asked for 0 ms: the second follows at once.
    await tick(1);
    expect(rounds).toBe(2);
    await tick(490);
    expect(rounds).toBe(2);
    // The fake clock may have moved a millisecond while the first rounds settled.
    await tick(20);
    expect(rounds).toBe(3);
    await tick(1_000);
    expect(rounds).toBe(4);
    await job.stop();
  });

  it('logs a failed round and tries again after retryMs, without ending the loop', async () => {
    const { log, messages } = capturedLogger();
    let rounds = 0;
    const job = createPeriodicJob({
      name: 'test job',
      log,
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
        return rounds;
      },
      nextDelayMs: () => 60_000,
      retryMs: 2_000,
    });
    job.start();
    await tick(0);
    expect(messages()).toContain('test job round failed');
    await tick(1_999);
    expect(rounds).toBe(1);
    await tick(1);
    expect(rounds).toBe(2);
    await job.stop();
  });

  it('stops: waits for the round in progress, runs no more, and says so once', async () => {
    const { log, messages } = capturedLogger();
    let finish: () => void = () => undefined;
    let rounds = 0;
    let stopped = 0;
    const job = createPeriodicJob({
      name: 'test job',
      log,
      round: () => {
        rounds += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      nextDelayMs: () => 0,
      retryMs: 0,
      onStopped: () => (stopped += 1),
    });
    job.start();
    await tick(0);
    expect(job.stopping).toBe(false);
    const stopping = job.stop();
    expect(job.stopping).toBe(true);
    let done = false;
    void stopping.then(() => (done = true));
    await tick(100);
    expect(done).toBe(false);
    finish();
    await tick(0);
    await stopping;
    await job.stop();
    await tick(10_000);
    expect(rounds).toBe(1);
    expect(stopped).toBe(1);
    expect(messages().filter((msg) => msg === 'test job stopped')).toHaveLength(1);
  });

  it('gives up waiting for a round that does not end, after the timeout', async () => {
    const { log, messages } = capturedLogger();
    const job = createPeriodicJob({
      name: 'test job',
      log,
      round: () => new Promise<void>(() => undefined),
      nextDelayMs: () => 0,
      retryMs: 0,
      stoppedMidRound: 'test job left a round',
    });
    job.start();
    await tick(0);
    const stopping = job.stop(5_000);
    await tick(5_000);
    await stopping;
    expect(messages()).toEqual(
      expect.arrayContaining(['test job left a round', 'test job stopped']),
    );
  });
});
