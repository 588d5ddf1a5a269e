/**
 * The outbox against real services: a real SMTP sink (smtp-server + mailparser), and MariaDB
 * shared by two workers standing in for two BFF replicas.
 */
import { captureLogs } from '../../tests/helpers/captureLogs';
import { startTcpRelay, type TcpRelay } from '../../tests/helpers/tcpRelay';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { freePort } from '@app/tests/stack/services/freePort';
import { startSmtpSink, type SmtpSink } from '@app/tests/stack/services/smtp';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import type { OutboxConfig } from './config';
import { enqueueMail, listOutbox } from './outbox';
import { createOutboxWorker, type OutboxWorker } from './outboxWorker';
import { createSmtpTransport } from './smtpTransport';

const from = { name: 'The Finance Team', address: 'hello@finance.example' };

const fast: OutboxConfig = {
  pollMs: 25,
  batchSize: 3,
  maxAttempts: 50,
  retryBaseMs: 50,
  retryMaxMs: 200,
  leaseMs: 60_000,
};

async function enqueueMany(db: TestDatabase, count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    await enqueueMail(
      db.sequelize,
      {
        to: `client${n}@example.com`,
        subject: `Message ${n}`,
        text: `Text ${n}`,
        html: '<p>x</p>',
      },
      { domain: 'finance.example' },
    );
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS)('outbox delivery through SMTP on %s', (dialect) => {
  let db: TestDatabase;
  let sink: SmtpSink | undefined;
  let relay: TcpRelay | undefined;
  const workers: OutboxWorker[] = [];

  beforeEach(async () => {
    db = await openTestDatabase(dialect);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await relay?.stop();
    await sink?.stop();
    relay = undefined;
    sink = undefined;
    await db.cleanup();
  });

  it('keeps messages through an SMTP outage and delivers them once the server is up', async () => {
    const port = await freePort(); // nothing listens here yet
    const logs = captureLogs();
    const worker = createOutboxWorker({
      sequelize: db.sequelize,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, from),
      config: fast,
      logger: logs.logger,
    });
    workers.push(worker);
    await enqueueMany(db, 4);
    worker.start();

    // Every message has failed at least once, and is waiting for its retry.
    await waitUntil(async () =>
      (await listOutbox(db.sequelize)).every(
        (row) => Number(row.attempts) >= 2 && row.status !== 'sent',
      ),
    );
    const failing = await listOutbox(db.sequelize);
    expect(failing.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true);
    expect(failing.map((row) => row.last_error)).toEqual(
      Array(4).fill(expect.stringContaining('ECONNREFUSED')),
    );

    // The server comes up on the port SMTP_URL names.
    sink = await startSmtpSink();
    relay = await startTcpRelay(port, sink.port);

    const received = await sink.waitFor(4, 10_000);
    expect(received.map((mail) => mail.subject).sort()).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ]);
    await waitUntil(async () =>
      (await listOutbox(db.sequelize)).every((row) => row.status === 'sent'),
    );
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'mail delivery failed, will retry' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sink.messages).toHaveLength(4);
  });
});

describe('two replicas delivering one MariaDB outbox', () => {
  let db: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    db = await openTestDatabase('mysql');
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
    await db.cleanup();
  });

  it('sends every message exactly once', async () => {
    const total = 40;
    await enqueueMany(db, total);
    const replicas = ['replica-a', 'replica-b'].map((workerId) => {
      const sequelize = createSequelize(db.config.database, { logger: silentLogger });
      const logs = captureLogs();
      const worker = createOutboxWorker({
        sequelize,
        transport: createSmtpTransport(sink.url, from),
        config: { ...fast, batchSize: 2 },
        logger: logs.logger,
        workerId,
      });
      return { sequelize, logs, worker };
    });
    try {
      for (const { worker } of replicas) worker.start();
      await sink.waitFor(total, 20_000);
      await waitUntil(async () =>
        (await listOutbox(db.sequelize)).every((row) => row.status === 'sent'),
      );
      // Time for a duplicate, if any, to arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await Promise.all(replicas.map(({ worker }) => worker.stop()));
      await Promise.all(replicas.map(({ sequelize }) => sequelize.close()));
    }

    expect(sink.messages).toHaveLength(total);
    expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(total);
    expect(new Set(sink.messages.map((mail) => mail.subject)).size).toBe(total);
    const sentBy = replicas.map(
      ({ logs }) => logs.lines.filter((line) => line.msg === 'mail sent').length,
    );
    expect(sentBy[0]! + sentBy[1]!).toBe(total);
    // Both replicas took part, so the claims were really contested.
    expect(sentBy.every((count) => count > 0)).toBe(true);
    const rows = await listOutbox(db.sequelize);
    expect(rows.every((row) => Number(row.attempts) === 1)).toBe(true);
  });
});
