import { QueryTypes } from 'sequelize';
import { staffEnquiryPath, API_PATHS } from '@app/contract/paths';
import { PRIVACY_PATHS } from '@app/contract/privacy';
import { reportSearchParams, type LeadsReport } from '@app/contract/reports';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox } from '../../tests/helpers/enquiries';
import { enquire, holdingsOf, NOTHING } from '../../tests/helpers/privacy';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { createRetentionJob, type RetentionJob } from './retentionJob';

/** Monday 23 November 2026, 08:00 in Dubai. */
const T0 = new Date('2026-11-23T04:00:00.000Z');
const DAY = 86_400_000;
/** Tuesday 24 November, 09:00 to 09:30 in Dubai. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', interval: 'month' };

describe.each(DIALECTS)('the retention run on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;
  const jobs: RetentionJob[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        STAFF_EMAIL: 'staff@finance.example',
      },
    });
    clock = T0;
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    layla = await signedIn(app, 'layla');
    await clearInbox(db.sequelize);
  });
  afterAll(async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await db.cleanup();
  });

  /** A job of its own, as another replica (or this one after a restart) runs it. */
  const newJob = (name: string) => {
    const job = createRetentionJob({
      sequelize: db.sequelize,
      zone: 'Asia/Dubai',
      pollMs: 60_000,
      logger: silentLogger,
      workerId: name,
      now: () => clock,
    });
    jobs.push(job);
    return job;
  };
  /** Two replicas look at once: how many of them ran the erasure. */
  const bothRun = async (a: RetentionJob, b: RetentionJob) =>
    (await Promise.all([a.runOnce(), b.runOnce()])).filter((outcome) => outcome !== null);
  const runs = () =>
    db.sequelize.query<{ detail: string; subject: string }>(
      "SELECT subject, detail FROM audit_log WHERE event = 'privacy-retention' ORDER BY id",
      { type: QueryTypes.SELECT },
    );
  const close = async (id: string, status: 'done' | 'spam') => {
    await layla.post(staffEnquiryPath(id, 'status')).set(XHR).send({ status }).expect(200);
  };
  /** Moves the clock; the admin signs in again, as a session does not last years. */
  const moveTo = async (at: Date) => {
    clock = at;
    layla = await signedIn(app, 'layla');
  };
  const report = async () =>
    (await layla.get(`${API_PATHS.staffReports}${reportSearchParams(NOVEMBER)}`).expect(200))
      .body as LeadsReport;

  it('erases closed enquiries once a day on one replica, and the report still counts them', async () => {
    const jane = await enquire(app, db.sequelize, { email: 'jane@client.example', slot: SLOT });
    await layla.post(staffEnquiryPath(jane.id, 'notes')).set(XHR).send({ body: 'Called her' });
    await close(jane.id, 'done');
    const sam = await enquire(app, db.sequelize, { email: 'sam@spam.example', name: 'Sam' });
    await close(sam.id, 'spam');
    const omar = await enquire(app, db.sequelize, { email: 'omar@client.example', name: 'Omar' });
    const lina = await enquire(app, db.sequelize, { email: 'lina@client.example', name: 'Lina' });

    const [a, b] = [newJob('a'), newJob('b')];
    // The first run of an install is due at once; it finds nothing old enough.
    clock = new Date(T0.getTime() + 3_600_000);
    const first = await bothRun(a, b);
    expect(first).toHaveLength(1);
    expect(first[0]!.counts).toMatchObject({ enquiries: 0 });
    // Due again at 03:00 in Dubai tomorrow, not before.
    expect(first[0]!.nextRunAt.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(await bothRun(a, b)).toHaveLength(0);
    expect(await runs()).toEqual([{ subject: '24 months', detail: expect.any(String) }]);

    // A month on: the spam goes, nothing else.
    await moveTo(new Date(T0.getTime() + 31 * DAY));
    // The admin screen shows when the run is due and what it would erase then.
    expect((await layla.get(PRIVACY_PATHS.settings).expect(200)).body).toMatchObject({
      nextRunAt: clock.toISOString(),
      due: { closed: 0, spam: 1 },
    });
    expect(await bothRun(a, b)).toHaveLength(1);
    expect(await holdingsOf(db.sequelize, sam)).toEqual(NOTHING);
    expect((await holdingsOf(db.sequelize, jane)).enquiries).toBe(1);
    const audited = await runs();
    expect(audited).toHaveLength(2);
    expect(JSON.parse(audited[1]!.detail)).toMatchObject({ enquiries: 1, messages: 1, notes: 0 });
    await close(lina.id, 'done');
    const counted = await report();
    expect(counted.totals).toEqual({ enquiries: 4, meetingsBooked: 1, meetingsHeld: 1, won: 0 });

    // Two years on, after a restart (a new worker) beside the other replica: Jane goes.
    await moveTo(new Date(T0.getTime() + (2 * 365 + 2) * DAY));
    const done = await bothRun(newJob('a-restarted'), b);
    expect(done).toHaveLength(1);
    expect(done[0]!.counts).toMatchObject({
      enquiries: 1,
      meetings: 1,
      messages: 1,
      notes: 1,
      attributions: 1,
    });
    expect(done[0]!.counts.mails).toBeGreaterThan(0);
    expect(await holdingsOf(db.sequelize, jane)).toEqual(NOTHING);
    // Open, and closed less than 24 months ago: kept.
    expect((await holdingsOf(db.sequelize, omar)).enquiries).toBe(1);
    expect((await holdingsOf(db.sequelize, lina)).enquiries).toBe(1);
    expect(await bothRun(a, b)).toHaveLength(0);

    // Nothing of Jane or Sam anywhere: the anonymous counts carry no name, address or message.
    const kept = JSON.stringify(
      await db.sequelize.query('SELECT * FROM erased_enquiries', { type: QueryTypes.SELECT }),
    );
    expect(kept).not.toMatch(/jane|sam@|Please call/i);
    const after = await report();
    expect(after.totals).toEqual(counted.totals);
    expect(after.breakdowns).toEqual(counted.breakdowns);
    expect(after.trend).toEqual(counted.trend);

    // Each run is audited with its counts (the audit log keeps a year: the newest is there).
    const [last] = (await runs()).slice(-1);
    expect(JSON.parse(last!.detail)).toEqual(done[0]!.counts);
  });
});
