import { captureLogs } from '../../tests/helpers/captureLogs';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import type { OutboxConfig } from './config';
import { enqueueMail, listOutbox, type OutboxMessage } from './outbox';
import { createOutboxWorker, type OutboxWorkerOptions } from './outboxWorker';
import type { MailTransport } from './transport';

const T0 = new Date('2026-11-23T04:00:00.000Z');

const config: OutboxConfig = {
  pollMs: 20,
  batchSize: 5,
  maxAttempts: 3,
  retryBaseMs: 1_000,
  retryMaxMs: 60_000,
  leaseMs: 60_000,
};

/** A transport that records what it is given and fails while `failWith` is set. */
function fakeTransport() {
  const sent: OutboxMessage[] = [];
  const transport: MailTransport & { sent: typeof sent; failWith: Error | undefined } = {
    sent,
    failWith: undefined,
    description: 'fake',
    async send(message) {
      if (transport.failWith) throw transport.failWith;
      sent.push(message);
    },
    close: jest.fn(),
  };
  return transport;
}

describe.each(DIALECTS)('outbox worker on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    db = await openTestDatabase(dialect);
    clock = T0;
  });
  afterEach(async () => {
    await db.cleanup();
  });

  const enqueue = (n: number) =>
    enqueueMail(
      db.sequelize,
      { to: `c${n}@example.com`, subject: `Message ${n}`, text: 't', html: 'h' },
      { domain: 'example.com', now: T0 },
    );

  /** A worker on this database and the fake clock, logging nowhere unless `options` says. */
  const makeWorker = (
    transport: MailTransport,
    options: Partial<Pick<OutboxWorkerOptions, 'logger' | 'random'>> = {},
  ) =>
    createOutboxWorker({
      sequelize: db.sequelize,
      transport,
      config,
      logger: captureLogs().logger,
      now,
      ...options,
    });

  it('delivers due messages and records them as sent', async () => {
    const transport = fakeTransport();
    await enqueue(1);
    await enqueue(2);
    const worker = makeWorker(transport);
    expect(await worker.runOnce()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    expect(transport.sent.map((m) => m.subject)).toEqual(['Message 1', 'Message 2']);
    expect((await listOutbox(db.sequelize)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(await worker.runOnce()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
  });

  it('retries with growing delays, then gives up after the last attempt and logs it', async () => {
    const transport = fakeTransport();
    transport.failWith = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ESOCKET',
    });
    const logs = captureLogs();
    await enqueue(1);
    // random() = 1: the delays are exactly 1 s, then 2 s.
    const worker = makeWorker(transport, { logger: logs.logger, random: () => 1 });

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    let [row] = await listOutbox(db.sequelize);
    expect(row).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(new Date(row!.next_attempt_at).getTime() - T0.getTime()).toBe(1_000);

    clock = new Date(T0.getTime() + 999);
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    clock = new Date(T0.getTime() + 1_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    [row] = await listOutbox(db.sequelize);
    expect(new Date(row!.next_attempt_at).getTime() - clock.getTime()).toBe(2_000);

    clock = new Date(clock.getTime() + 2_000);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    [row] = await listOutbox(db.sequelize);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'mail delivery failed, giving up',
        outboxId: Number(row!.id),
        reason: 'no attempts left',
      }),
    );
  });

  it('gives up at once when the server refuses the message for good', async () => {
    const transport = fakeTransport();
    transport.failWith = Object.assign(new Error('550 5.1.1 mailbox unavailable'), {
      responseCode: 550,
      permanent: true,
    });
    await enqueue(1);
    const worker = makeWorker(transport);
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(await listOutbox(db.sequelize)).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });

  it('polls on its own once started, and stops cleanly', async () => {
    const transport = fakeTransport();
    const worker = makeWorker(transport);
    worker.start();
    await enqueue(1);
    await waitUntil(() => transport.sent.length === 1);
    await enqueue(2);
    await waitUntil(() => transport.sent.length === 2);
    await worker.stop();
    await enqueue(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(transport.sent).toHaveLength(2);
    expect(transport.close).toHaveBeenCalledTimes(1);
    await worker.stop(); // a second stop is harmless
  });

  it('on stop, finishes the message in hand and hands the rest of its batch back', async () => {
    for (let n = 1; n <= 3; n += 1) await enqueue(n);
    let release: (() => void) | undefined;
    const transport = fakeTransport();
    const send = transport.send.bind(transport);
    transport.send = async (message) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await send(message);
    };
    const worker = makeWorker(transport);
    worker.start();
    // The first message is in the transport's hands.
    await waitUntil(() => release !== undefined);
    const stopped = worker.stop();
    release?.();
    await stopped;
    expect(transport.sent.map((m) => m.subject)).toEqual(['Message 1']);
    expect(
      (await listOutbox(db.sequelize)).map((row) => [row.status, Number(row.attempts)]),
    ).toEqual([
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
  });
});

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
