import { QueryTypes } from 'sequelize';
import { API_PATHS, staffEnquiryPath } from '@app/contract/paths';
import { reportSearchParams, type LeadsReport } from '@app/contract/reports';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox, seedEnquiries } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { writeTransaction } from '../db/writeTransaction';
import { silentLogger } from '../log/logger';
import { claimRelease, markCancelled } from '../meetings/store';
import { coverOf } from './countedLeads';
import { countLeadDays } from './leadCounts';

/** Monday 23 November 2026, 08:00 in Dubai (the business zone, UTC+4). */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const HOUR = 3_600_000;
const dubai = (local: string) => new Date(`${local}+04:00`);

const counts = (enquiries: number, meetingsBooked: number, meetingsHeld: number, won: number) => ({
  enquiries,
  meetingsBooked,
  meetingsHeld,
  won,
});

describe("the roll-up's rows of a period", () => {
  it('takes whole years, then whole months, then days', () => {
    expect(coverOf('2021-11-24', '2026-11-22', 'year')).toEqual([
      { span: 'd', first: '2021-11-24', last: '2021-11-30' },
      { span: 'm', first: '2021-12-01', last: '2021-12-01' },
      { span: 'y', first: '2022-01-01', last: '2025-01-01' },
      { span: 'm', first: '2026-01-01', last: '2026-10-01' },
      { span: 'd', first: '2026-11-01', last: '2026-11-22' },
    ]);
    expect(coverOf('2026-02-01', '2026-02-28', 'year')).toEqual([
      { span: 'm', first: '2026-02-01', last: '2026-02-01' },
    ]);
    expect(coverOf('2026-02-03', '2026-02-05', 'year')).toEqual([
      { span: 'd', first: '2026-02-03', last: '2026-02-05' },
    ]);
  });
});

describe.each(DIALECTS)("the leads report's roll-up on %s", (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let layla: Agent;
  let ids: string[];

  beforeAll(async () => {
    clock = NOW;
    db = await openTestDatabase(dialect, {
      env: { SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '720' },
    });
    const app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    layla = await signedIn(app, 'layla');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = NOW;
    await clearInbox(db.sequelize);
    ids = await seedEnquiries(db.sequelize, [
      // Held on 3 November.
      { receivedAt: dubai('2026-11-02T09:00:00'), meeting: { start: dubai('2026-11-03T10:00') } },
      // Still to come on Tuesday 24 November, 10:00 in Dubai.
      { receivedAt: dubai('2026-11-20T09:00:00'), meeting: { start: dubai('2026-11-24T10:00') } },
      // Today in Dubai, though 22 November in UTC.
      { receivedAt: dubai('2026-11-23T00:30:00'), services: 'Tax' },
    ]);
  });

  const report = async (from = '2026-11-01', to = '2026-11-23') =>
    (
      await layla
        .get(`${API_PATHS.staffReports}${reportSearchParams({ from, to, interval: 'week' })}`)
        .expect(200)
    ).body as LeadsReport;
  const countedDays = async () =>
    (
      await db.sequelize.query<{ day: string }>('SELECT day FROM lead_count_days ORDER BY day', {
        type: QueryTypes.SELECT,
      })
    ).map((row) => row.day);

  it('counts the closed days once, and today from the enquiries', async () => {
    expect((await report()).totals).toEqual(counts(3, 2, 1, 0));
    const days = await countedDays();
    expect(days[0]).toBe('2026-11-01');
    expect(days[days.length - 1]).toBe('2026-11-22');
    // Today is never counted: what arrives today shows at once.
    await seedEnquiries(db.sequelize, [{ receivedAt: dubai('2026-11-23T07:00:00') }]);
    expect((await report()).totals).toEqual(counts(4, 2, 1, 0));
  });

  it('shows an outcome set on a counted day in the next report', async () => {
    await report();
    await layla
      .post(staffEnquiryPath(ids[0]!, 'outcome'))
      .set(XHR)
      .send({ outcome: 'won' })
      .expect(200);
    const body = await report();
    expect(body.totals).toEqual(counts(3, 2, 1, 1));
    expect(body.trend.find((point) => point.start === '2026-11-02')).toEqual({
      start: '2026-11-02',
      ...counts(1, 1, 1, 1),
    });
    expect(await countedDays()).toContain('2026-11-02');
  });

  it('shows a meeting cancelled or released on a counted day as booked but not held', async () => {
    await report('2026-11-01', '2026-11-22');
    const [first, second] = await db.sequelize.query<{ id: string }>(
      'SELECT booking_id AS id FROM enquiries WHERE booking_id IS NOT NULL ORDER BY received_at',
      { type: QueryTypes.SELECT },
    );
    await writeTransaction(db.sequelize, (transaction) =>
      markCancelled(db.sequelize, first!.id, { sequence: 1, now: NOW, transaction }),
    );
    await db.sequelize.query('UPDATE bookings SET hold_until = :at WHERE id = :id', {
      replacements: {
        id: second!.id,
        at: dialect === 'sqlite' ? '2026-11-21 00:00:00.000 +00:00' : '2026-11-21 00:00:00.000',
      },
    });
    await writeTransaction(db.sequelize, (transaction) =>
      claimRelease(db.sequelize, second!.id, { sequence: 1, now: NOW, transaction }),
    );
    clock = new Date(dubai('2026-11-25T10:00:00').getTime());
    expect((await report('2026-11-01', '2026-11-22')).totals).toEqual(counts(2, 2, 0, 0));
  });

  it('counts a meeting as held once it has ended, from the clock', async () => {
    expect((await report('2026-11-01', '2026-11-22')).totals).toEqual(counts(2, 2, 1, 0));
    clock = new Date(dubai('2026-11-24T10:30:00').getTime() + HOUR);
    expect((await report('2026-11-01', '2026-11-22')).totals).toEqual(counts(2, 2, 2, 0));
  });

  it('keeps the counts of erased enquiries once their days are counted', async () => {
    await countLeadDays(db.sequelize, {
      from: '2026-11-01',
      through: '2026-11-22',
      timeZone: 'Asia/Dubai',
    });
    await db.sequelize.query('DELETE FROM enquiries WHERE received_at < :before', {
      replacements: {
        before: dialect === 'sqlite' ? '2026-11-10 00:00:00.000 +00:00' : '2026-11-10 00:00:00',
      },
    });
    const body = await report();
    expect(body.totals).toEqual(counts(3, 2, 1, 0));
    expect(body.breakdowns.service).toEqual([
      { key: null, ...counts(2, 2, 1, 0) },
      { key: 'Tax', ...counts(1, 0, 0, 0) },
    ]);
  });

  it('sums whole years and months from their rows, and sums them again when a day changes', async () => {
    const [old] = await seedEnquiries(db.sequelize, [
      { receivedAt: dubai('2024-06-15T12:00:00'), meeting: { start: dubai('2024-06-17T10:00') } },
    ]);
    const years = async () =>
      (
        await layla
          .get(
            `${API_PATHS.staffReports}${reportSearchParams({ from: '2022-01-01', to: '2026-11-22' })}`,
          )
          .expect(200)
      ).body as LeadsReport;
    expect((await years()).totals).toEqual(counts(3, 3, 2, 0));
    await layla
      .post(staffEnquiryPath(old!, 'outcome'))
      .set(XHR)
      .send({ outcome: 'won' })
      .expect(200);
    const body = await years();
    expect(body.totals).toEqual(counts(3, 3, 2, 1));
    expect(body.trend.find((point) => point.start === '2024-06-01')).toEqual({
      start: '2024-06-01',
      ...counts(1, 1, 1, 1),
    });
    const [year] = await db.sequelize.query<{ won: number | string }>(
      "SELECT won FROM lead_counts WHERE span = 'y' AND dimension = 'total' AND day = '2024-01-01'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(year?.won)).toBe(1);
  });
});
