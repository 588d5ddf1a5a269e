/**
 * The day-cap attack (issue: one visitor closed booking for everyone for the day): N networks and
 * M throwaway addresses fill the site's daily maximum, then one real visitor tries to book.
 */
import request from 'supertest';
import { errorText } from '@app/contract/errorCodes';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { XHR } from '../../tests/helpers/content';
import { eventOfRow, manageTokenIn } from '../../tests/helpers/meetings';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { releaseExpiredHolds } from './holdRelease';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
/** The k-th half-hour slot from Tuesday 24 November, 09:00 in Dubai (18 a day, then Wednesday). */
const slot = (k: number) => {
  const day = Date.parse('2026-11-24T05:00:00.000Z') + Math.floor(k / 18) * 86_400_000;
  const start = new Date(day + (k % 18) * HALF_HOUR);
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HALF_HOUR).toISOString(),
  };
};
const NETWORKS = 7;
const MAILBOXES = 10;
const STAFF = 'staff@finance.example';

describe.each(DIALECTS)('the day cap against one actor on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: STAFF,
        SITE_URL: 'https://www.finance.example',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
  }, 30_000);
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    const tables = ['bookings', 'outbox', 'rate_limits', 'meeting_links', 'meeting_history'];
    for (const table of [...tables, 'meeting_reminders']) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
  });

  const book = (k: number, email: string, ip: string) =>
    request(app.callback())
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', ip)
      .send({ ...slot(k), attendeeEmail: email, clientName: 'Visitor', description: 'Hello' });
  const context = () => ({
    mail: db.config.mail,
    businessTz: db.config.booking.timeZone,
    siteUrl: db.config.meetings.siteUrl,
    changeCutoffMs: db.config.meetings.changeCutoffMs,
  });
  /** What the attacker fills the day with: N networks, M addresses, 3 bookings a network. */
  const attack = async (fromSlot: number) => {
    let booked = 0;
    for (let i = 0; i < 21; i += 1) {
      const ip = `198.51.100.${(i % NETWORKS) + 1}`;
      const email = `x${Math.floor(i / 2) % MAILBOXES}@throwaway.example`;
      if ((await book(fromSlot + i, email, ip)).status === 201) booked += 1;
    }
    return booked;
  };

  it('lets one actor hold the day only until the hold runs out; then the real visitor books', async () => {
    clock = NOW;
    expect(await attack(0)).toBe(db.config.bookingCaps.perDay);

    // During the hold the day is full for everyone.
    clock = new Date(NOW.getTime() + MINUTE);
    const early = await book(30, 'jane@client.example', '192.0.2.10').expect(429);
    expect(early.body).toEqual({
      error: errorText('booking.cap-per-day'),
      code: 'booking.cap-per-day',
    });

    // The attacker confirms nothing; the hold runs out and the job releases every booking.
    clock = new Date(NOW.getTime() + db.config.bookingCaps.confirmHoldMs + MINUTE);
    const released = await releaseExpiredHolds(db.sequelize, context(), clock);
    expect(released).toHaveLength(db.config.bookingCaps.perDay);
    const cancellations = (await listOutbox(db.sequelize)).filter((row) =>
      row.subject.startsWith('Your meeting is cancelled'),
    );
    expect(cancellations).toHaveLength(db.config.bookingCaps.perDay);
    expect((await eventOfRow(cancellations[0]!)).method).toBe('CANCEL');

    // The same networks cannot fill it again: their day's budget counts released bookings, so
    // all they get back is what they had not used (7 networks x 3 a day - 20 = 1).
    expect(await attack(21)).toBe(NETWORKS * db.config.bookingCaps.perAddressPerDay - 20);

    // The real visitor books, gets the invitation with its calendar event, and confirms.
    await book(30, 'jane@client.example', '192.0.2.11').expect(201);
    const invite = (await listOutbox(db.sequelize)).find(
      (row) => row.recipient === 'jane@client.example',
    );
    expect(invite?.subject).toMatch(/^Please confirm your meeting: /);
    expect(invite?.body_text).toContain('press "Confirm meeting"');
    expect((await eventOfRow(invite!)).method).toBe('REQUEST');
    const token = manageTokenIn(invite?.body_text ?? '') ?? '';
    const before = await request(app.callback()).get(`/api/meetings/${token}`).expect(200);
    expect(before.body.meeting.holdUntil).toBe(
      new Date(clock.getTime() + db.config.bookingCaps.confirmHoldMs).toISOString(),
    );
    const confirmed = await request(app.callback())
      .post(`/api/meetings/${token}/confirm`)
      .set(XHR)
      .expect(200);
    expect(confirmed.body.meeting).toMatchObject({ status: 'booked', holdUntil: null });

    // Confirmed, it outlives the hold; and the address is verified for the next booking.
    clock = new Date(clock.getTime() + 2 * db.config.bookingCaps.confirmHoldMs);
    // Only the one booking the attacker could make again is released; Jane's stands.
    const later = await releaseExpiredHolds(db.sequelize, context(), clock);
    expect(later).toHaveLength(NETWORKS * db.config.bookingCaps.perAddressPerDay - 20);
    const after = await request(app.callback()).get(`/api/meetings/${token}`).expect(200);
    expect(after.body.meeting).toMatchObject({ status: 'booked', holdUntil: null });
    await book(31, 'Jane@Client.example', '192.0.2.12').expect(201);
    const [second] = await db.sequelize.query<{ hold_until: unknown; confirmed_at: unknown }>(
      `SELECT hold_until, confirmed_at FROM bookings WHERE attendee_key = 'jane@client.example'
        ORDER BY created_at DESC LIMIT 1`,
      { type: 'SELECT' as never },
    );
    expect(second).toMatchObject({ hold_until: null });
    expect(second?.confirmed_at).not.toBeNull();
  }, 60_000);

  it('releases each expired hold exactly once when two replicas run the job at once', async () => {
    clock = NOW;
    for (let i = 0; i < 6; i += 1) {
      await book(i, `y${i}@throwaway.example`, `198.51.100.${20 + i}`).expect(201);
    }
    clock = new Date(NOW.getTime() + db.config.bookingCaps.confirmHoldMs);
    const [a, b] = await Promise.all([
      releaseExpiredHolds(db.sequelize, context(), clock),
      releaseExpiredHolds(db.sequelize, context(), clock),
    ]);
    expect([...a!, ...b!].sort()).toHaveLength(6);
    expect(new Set([...a!, ...b!]).size).toBe(6);
    const rows = await listOutbox(db.sequelize);
    expect(rows.filter((row) => row.subject.startsWith('Your meeting is cancelled'))).toHaveLength(
      6,
    );
    expect(
      rows.filter((row) => row.recipient === STAFF && /cancel/i.test(row.subject)),
    ).toHaveLength(6);
  }, 30_000);
});
