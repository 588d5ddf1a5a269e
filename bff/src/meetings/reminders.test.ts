import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { XHR } from '../../tests/helpers/content';
import { eventOfRow, manageTokenIn } from '../../tests/helpers/meetings';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { createReminderJob, type ReminderJob } from './reminderJob';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Tuesday 24 November from 09:00 in Dubai, half an hour each. */
const slot = (index: number) => {
  const start = Date.parse('2026-11-24T05:00:00.000Z') + index * 30 * MINUTE;
  return { start: new Date(start).toISOString(), end: new Date(start + 30 * MINUTE).toISOString() };
};
/** Wednesday 25 November, 10:00 in Dubai. */
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };

describe.each(DIALECTS)('meeting reminders on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  const jobs: ReminderJob[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
        SITE_URL: 'https://www.finance.example',
        BOOKING_MAX_PER_DAY: '100',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = NOW;
    for (const table of [
      'bookings',
      'outbox',
      'rate_limits',
      'meeting_links',
      'meeting_history',
      'meeting_reminders',
    ]) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
  });
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((job) => job.stop()));
  });

  /** A job of its own, as another replica (or this one after a restart) would run. */
  /** `skewMs`: replicas' clocks never agree to the millisecond. */
  const newJob = (name: string, skewMs = 0) => {
    const job = createReminderJob({
      sequelize: db.sequelize,
      context: {
        mail: db.config.mail,
        businessTz: db.config.booking.timeZone,
        siteUrl: db.config.meetings.siteUrl,
        changeCutoffMs: db.config.meetings.changeCutoffMs,
      },
      pollMs: 60_000,
      logger: silentLogger,
      workerId: name,
      now: () => new Date(clock.getTime() + skewMs),
    });
    jobs.push(job);
    return job;
  };
  const book = async (index: number, email = `visitor${index}@client.example`) => {
    const response = await request(app.callback())
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: slot(index).start,
        endTime: slot(index).end,
        attendeeEmail: email,
        clientName: `Visitor ${index}`,
        description: 'Remind me',
      })
      .expect(201);
    return (response.body as { booking: { id: string } }).booking.id;
  };
  const reminders = async () =>
    (await listOutbox(db.sequelize)).filter((row) => row.subject.startsWith('Reminder:'));
  const reminderStates = () =>
    db.sequelize.query<{ booking_id: string; status: string }>(
      'SELECT booking_id, status FROM meeting_reminders ORDER BY booking_id',
      { type: QueryTypes.SELECT },
    );

  it('queues each reminder exactly once from two replicas racing, and again after a restart', async () => {
    const ids = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => book(i)));
    const [a, b] = [newJob('replica-a'), newJob('replica-b', 1)];
    expect(await a.runOnce()).toEqual({ sent: [], skipped: [] });

    // Every meeting falls due: the first is due 24 h before 09:00, the last before 11:30.
    clock = new Date(Date.parse(slot(5).start) - 24 * HOUR + MINUTE);
    const rounds = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const sent = rounds.flatMap((round) => round.sent);
    expect([...sent].sort()).toEqual([...ids].sort());

    const queued = await reminders();
    expect(queued.map((row) => row.recipient).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `visitor${i}@client.example`),
    );
    expect((await reminderStates()).map((row) => row.status)).toEqual(Array(6).fill('sent'));

    // Later rounds, and a process started afresh, find nothing more to do.
    expect(await a.runOnce()).toEqual({ sent: [], skipped: [] });
    clock = new Date(clock.getTime() + HOUR);
    expect(await newJob('replica-a-restarted').runOnce()).toEqual({ sent: [], skipped: [] });
    expect(await reminders()).toHaveLength(6);
  });

  it('carries the manage link, the same UID and SEQUENCE, and is due 24 hours before', async () => {
    const id = await book(0);
    const job = newJob('one');
    clock = new Date(Date.parse(slot(0).start) - 24 * HOUR - 1);
    expect((await job.runOnce()).sent).toEqual([]);
    clock = new Date(Date.parse(slot(0).start) - 24 * HOUR);
    expect((await job.runOnce()).sent).toEqual([id]);

    const [reminder] = await reminders();
    expect(reminder?.subject).toBe(
      'Reminder: your meeting on Tuesday, 24 November 2026, 9:00 AM (GST)',
    );
    const token = manageTokenIn(reminder?.body_text ?? '');
    await request(app.callback()).get(`/api/meetings/${token}`).expect(200);
    expect(await eventOfRow(reminder!)).toMatchObject({
      method: 'REQUEST',
      uid: `${id}@finance.example`,
      sequence: 0,
      start: slot(0).start,
    });
    const history = await db.sequelize.query<{ event: string; actor_kind: string }>(
      "SELECT event, actor_kind FROM meeting_history WHERE event = 'reminded'",
      { type: QueryTypes.SELECT },
    );
    expect(history).toEqual([{ event: 'reminded', actor_kind: 'system' }]);
  });

  it('sends none for a meeting booked less than 24 hours ahead', async () => {
    clock = new Date(Date.parse(slot(0).start) - 23 * HOUR);
    await book(0);
    expect((await reminderStates()).map((row) => row.status)).toEqual(['skipped']);
    clock = new Date(Date.parse(slot(0).start) - MINUTE);
    expect(await newJob('one').runOnce()).toEqual({ sent: [], skipped: [] });
    expect(await reminders()).toEqual([]);
  });

  it('sends none for a cancelled meeting', async () => {
    const id = await book(0);
    await request(app.callback())
      .post(`/api/meetings/${await tokenOf(id)}/cancel`)
      .set(XHR)
      .expect(200);
    expect((await reminderStates()).map((row) => row.status)).toEqual(['cancelled']);
    clock = new Date(Date.parse(slot(0).start) - HOUR);
    expect(await newJob('one').runOnce()).toEqual({ sent: [], skipped: [] });
    expect(await reminders()).toEqual([]);
  });

  it('sends none once the meeting has started (every process was down)', async () => {
    const id = await book(0);
    clock = new Date(Date.parse(slot(0).start) + MINUTE);
    expect(await newJob('one').runOnce()).toEqual({ sent: [], skipped: [id] });
    expect(await reminders()).toEqual([]);
  });

  it('is armed again by a reschedule, for the new time', async () => {
    const id = await book(0);
    const token = await tokenOf(id);
    const job = newJob('one');
    clock = new Date(Date.parse(slot(0).start) - 24 * HOUR);
    expect((await job.runOnce()).sent).toEqual([id]);

    await request(app.callback())
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .send({ startTime: LATER.start })
      .expect(200);
    expect((await reminderStates()).map((row) => row.status)).toEqual(['pending']);
    expect((await job.runOnce()).sent).toEqual([]);
    clock = new Date(Date.parse(LATER.start) - 24 * HOUR);
    expect((await job.runOnce()).sent).toEqual([id]);

    const events = await Promise.all((await reminders()).map(eventOfRow));
    expect(events.map((event) => [event.sequence, event.start])).toEqual([
      [0, slot(0).start],
      [1, LATER.start],
    ]);
  });

  it('runs its first round as soon as it starts, and stops cleanly', async () => {
    const id = await book(0);
    clock = new Date(Date.parse(slot(0).start) - 2 * HOUR);
    const job = newJob('timer');
    job.start();
    for (let i = 0; i < 100 && (await reminders()).length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await job.stop();
    expect((await reminders()).map((row) => row.recipient)).toEqual(['visitor0@client.example']);
    expect(await reminderStates()).toEqual([{ booking_id: id, status: 'sent' }]);
  });

  /** The invitation's manage token, read from the queued e-mail. */
  async function tokenOf(id: string): Promise<string> {
    const invite = (await listOutbox(db.sequelize)).find((row) =>
      /^(Your meeting is confirmed|Please confirm your meeting)/.test(row.subject),
    );
    const token = manageTokenIn(invite?.body_text ?? '');
    if (token === undefined) throw new Error(`no invitation for ${id}`);
    return token;
  }
});
