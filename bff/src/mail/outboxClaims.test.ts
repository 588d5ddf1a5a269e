import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { enqueueMail, listOutbox, type OutgoingMail } from './outbox';
import { claimDueMessages, markAttemptFailed, markSent, releaseClaim } from './outboxClaims';

const T0 = new Date('2026-11-23T04:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;

const mail = (n: number): OutgoingMail => ({
  to: `client${n}@example.com`,
  subject: `Message ${n}`,
  text: `Text ${n}`,
  html: `<p>Text ${n}</p>`,
});

describe.each(DIALECTS)('outbox claims on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect);
  });
  afterEach(async () => {
    await db.cleanup();
  });

  const enqueue = (n: number, now = T0) =>
    enqueueMail(db.sequelize, mail(n), { domain: 'example.com', now });
  const claim = (workerId: string, now: Date, limit = 10) =>
    claimDueMessages(db.sequelize, { workerId, now, leaseMs: LEASE, limit });

  it('queues a message with a Message-ID of the mail domain and its calendar event', async () => {
    await enqueueMail(
      db.sequelize,
      { ...mail(1), replyTo: 'staff@example.com', icalEvent: { method: 'REQUEST', content: 'X' } },
      { domain: 'finance.example', now: T0 },
    );
    const { messages } = await claim('w1', T0);
    expect(messages).toEqual([
      {
        id: expect.any(Number),
        messageId: expect.stringMatching(/^<[0-9a-f-]{36}@finance\.example>$/),
        attempts: 1,
        ...mail(1),
        replyTo: 'staff@example.com',
        icalEvent: { method: 'REQUEST', content: 'X' },
      },
    ]);
  });

  it('claims due messages only, oldest first, up to the limit, and marks them sending', async () => {
    await enqueue(1, later(-2_000));
    await enqueue(2, later(-1_000));
    await enqueue(3, later(-3_000));
    await enqueue(4, later(5_000)); // not due yet

    const first = await claim('w1', T0, 2);
    expect(first.messages.map((m) => m.subject)).toEqual(['Message 3', 'Message 1']);
    const second = await claim('w1', T0, 10);
    expect(second.messages.map((m) => m.subject)).toEqual(['Message 2']);
    expect((await claim('w1', T0)).messages).toEqual([]);

    const rows = await listOutbox(db.sequelize);
    expect(rows.map((row) => row.status)).toEqual(['sending', 'sending', 'sending', 'pending']);
    expect(rows[0]?.locked_by).toBe(first.token);
    expect(new Date(rows[0]!.locked_until!).toISOString()).toBe(later(LEASE).toISOString());
  });

  it('keeps millisecond precision on due times', async () => {
    await enqueue(1, later(1));
    expect((await claim('w1', T0)).messages).toEqual([]);
    expect((await claim('w1', later(1))).messages).toHaveLength(1);
  });

  it('hands each message to one of several concurrent claimers', async () => {
    for (let n = 1; n <= 30; n += 1) await enqueue(n);
    // Separate connection pools, as separate replicas have.
    const replicas = Array.from({ length: 4 }, () =>
      createSequelize(db.config.database, { logger: silentLogger }),
    );
    try {
      const claims = await Promise.all(
        replicas.flatMap((sequelize, r) =>
          [0, 1, 2].map((k) =>
            claimDueMessages(sequelize, {
              workerId: `r${r}-${k}`,
              now: T0,
              leaseMs: LEASE,
              limit: 5,
            }),
          ),
        ),
      );
      const ids = claims.flatMap((c) => c.messages.map((m) => m.id));
      expect(new Set(ids).size).toBe(ids.length);
      const rows = await listOutbox(db.sequelize);
      expect(rows.filter((row) => row.status === 'sending')).toHaveLength(ids.length);
      expect(rows.every((row) => Number(row.attempts) === (row.status === 'sending' ? 1 : 0))).toBe(
        true,
      );
    } finally {
      await Promise.all(replicas.map((sequelize) => sequelize.close()));
    }
  });

  it('lets another worker take over a message whose lease ran out', async () => {
    await enqueue(1);
    const dead = await claim('crashed', T0);
    expect((await claim('w2', later(LEASE - 1))).messages).toEqual([]);
    const taken = await claim('w2', later(LEASE + 1));
    expect(taken.messages.map((m) => [m.subject, m.attempts])).toEqual([['Message 1', 2]]);
    // The crashed worker's late report no longer counts.
    expect(await markSent(db.sequelize, dead.messages[0]!.id, dead.token, later(LEASE + 2))).toBe(
      false,
    );
    expect(await markSent(db.sequelize, taken.messages[0]!.id, taken.token, later(LEASE + 3))).toBe(
      true,
    );
    const [row] = await listOutbox(db.sequelize);
    expect(row).toMatchObject({ status: 'sent', locked_by: null, locked_until: null });
    expect(new Date(row!.sent_at!).toISOString()).toBe(later(LEASE + 3).toISOString());
  });

  it('puts a failed attempt back until its retry time, or gives it up', async () => {
    await enqueue(1);
    await enqueue(2);
    const { token, messages } = await claim('w1', T0);
    const [first, second] = messages;
    await markAttemptFailed(db.sequelize, first!.id, token, {
      error: 'connect ECONNREFUSED',
      now: T0,
      retryAt: later(30_000),
    });
    await markAttemptFailed(db.sequelize, second!.id, token, {
      error: 'x'.repeat(5_000),
      now: T0,
      retryAt: null,
    });

    const rows = await listOutbox(db.sequelize);
    expect(rows[0]).toMatchObject({ status: 'pending', last_error: 'connect ECONNREFUSED' });
    expect(rows[1]).toMatchObject({ status: 'failed', locked_by: null });
    expect(rows[1]?.last_error).toHaveLength(2_000);
    expect((await claim('w1', later(29_999))).messages).toEqual([]);
    expect((await claim('w1', later(30_000))).messages.map((m) => m.attempts)).toEqual([2]);
  });

  it('hands back untried messages without counting an attempt', async () => {
    await enqueue(1);
    await enqueue(2);
    const { token, messages } = await claim('w1', T0);
    await markSent(db.sequelize, messages[0]!.id, token, T0);
    await releaseClaim(db.sequelize, token, T0);
    const rows = await db.sequelize.query<{ status: string; attempts: number | string }>(
      'SELECT status, attempts FROM outbox ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual([
      ['sent', 1],
      ['pending', 0],
    ]);
  });
});
