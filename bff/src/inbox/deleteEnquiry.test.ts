import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { ENQUIRY_NOT_FOUND_MESSAGE, type InboxPage } from '@app/contract/inbox';
import { API_PATHS, staffEnquiryPath, staffMeetingPath } from '@app/contract/paths';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai, and 10:00 to 10:30. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
const MOVED = { start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T06:30:00.000Z' };
/** Wednesday 25 November, 10:00 to 10:30 in Dubai. */
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };

/** Every table that holds something of an enquiry, and the column naming whose it is. */
const RELATED = [
  ['enquiries', 'id'],
  ['enquiry_events', 'enquiry_id'],
  ['contact_messages', 'id'],
  ['bookings', 'id'],
  ['meeting_links', 'booking_id'],
  ['meeting_history', 'booking_id'],
  ['meeting_reminders', 'booking_id'],
  ['outbox', 'about_id'],
] as const;

describe.each(DIALECTS)('deleting an enquiry on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        STAFF_EMAIL: 'staff@finance.example',
        SESSION_IDLE_MINUTES: '10080',
      },
    });
    clock = NOW;
    app = createApp({
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
  });

  const rows = (sql: string, replacements: Record<string, unknown> = {}) =>
    db.sequelize.query<Record<string, unknown>>(sql, { replacements, type: QueryTypes.SELECT });
  const visitor = () => request(app.callback());
  /** A booking and its message, as the site sends them; gives the enquiry and what it links. */
  const enquire = async (slot: typeof SLOT, email: string) => {
    const booked = await visitor()
      .post(API_PATHS.schedule)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: slot.start,
        endTime: slot.end,
        attendeeEmail: email,
        clientName: 'Jane Doe',
        description: 'Payroll',
      })
      .expect(201);
    const sent = await visitor()
      .post(API_PATHS.contact)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        name: 'Jane Doe',
        email,
        services: 'Payroll',
        message: 'Please call me',
        bookMeeting: true,
        selectedSlot: slot,
      })
      .expect(201);
    const bookingId = (booked.body as { booking: { id: string } }).booking.id;
    const [enquiry] = await rows('SELECT id FROM enquiries WHERE booking_id = :bookingId', {
      bookingId,
    });
    return { id: String(enquiry!.id), bookingId, messageId: (sent.body as { id: string }).id };
  };
  /** How many rows of each related table belong to one of `keys`. */
  const holdings = async (keys: string[]) => {
    const counts: Record<string, number> = {};
    for (const [table, column] of RELATED) {
      const [row] = await rows(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IN (:keys)`, {
        keys,
      });
      counts[table] = Number(row!.n);
    }
    return counts;
  };

  it('removes the enquiry and everything of it, mail included, and sends none', async () => {
    const jane = await enquire(SLOT, 'jane@client.example');
    const sam = await enquire(LATER, 'sam@client.example');
    await visitor()
      .post(API_PATHS.contact)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({ name: 'Omar', email: 'o@x.example', services: '', message: 'Hi', bookMeeting: false })
      .expect(201);
    // Staff worked on Jane's: a move (more links, history and mail), a note, a status.
    await layla
      .post(staffMeetingPath(jane.bookingId, 'reschedule'))
      .set(XHR)
      .send({ startTime: MOVED.start })
      .expect(200);
    await layla.post(staffEnquiryPath(jane.id, 'notes')).set(XHR).send({ body: 'Called' });
    await layla.post(staffEnquiryPath(jane.id, 'status')).set(XHR).send({ status: 'done' });
    // Delivered mail goes too, whatever its state.
    await db.sequelize.query(
      "UPDATE outbox SET status = 'sent' WHERE about_id = :bookingId AND recipient = 'staff@finance.example'",
      { replacements: { bookingId: jane.bookingId } },
    );

    const janes = [jane.id, jane.bookingId, jane.messageId];
    const before = await holdings(janes);
    for (const table of Object.keys(before))
      expect({ table, n: before[table] }).not.toEqual({ table, n: 0 });
    const [{ n: outboxBefore }] = (await rows('SELECT COUNT(*) AS n FROM outbox')) as [
      { n: number },
    ];
    const others = await holdings([sam.id, sam.bookingId, sam.messageId]);

    const deleted = await layla.delete(staffEnquiryPath(jane.id)).set(XHR).expect(204);
    expect(deleted.text).toBe('');

    expect(await holdings(janes)).toEqual(Object.fromEntries(RELATED.map(([table]) => [table, 0])));
    expect(await holdings([sam.id, sam.bookingId, sam.messageId])).toEqual(others);
    const [{ n: outboxAfter }] = (await rows('SELECT COUNT(*) AS n FROM outbox')) as [
      { n: number },
    ];
    expect(Number(outboxAfter)).toBe(Number(outboxBefore) - before.outbox!);
    const page = (await layla.get(API_PATHS.staffInbox).expect(200)).body as InboxPage;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).not.toContain(jane.id);

    expect(
      await rows("SELECT actor, subject, detail FROM audit_log WHERE event = 'enquiry-delete'"),
    ).toEqual([{ actor: 'layla', subject: jane.id, detail: null }]);
    expect((await layla.get(staffEnquiryPath(jane.id)).expect(404)).body).toMatchObject({
      error: ENQUIRY_NOT_FOUND_MESSAGE,
    });
    await layla.delete(staffEnquiryPath(jane.id)).set(XHR).expect(404);

    // The slot Jane held is free again.
    await visitor()
      .post(API_PATHS.schedule)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: MOVED.start,
        endTime: MOVED.end,
        attendeeEmail: 'next@client.example',
        clientName: 'Next Visitor',
        description: '',
      })
      .expect(201);
  });

  it('deletes a message alone, and a booking alone', async () => {
    await visitor()
      .post(API_PATHS.contact)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({ name: 'Omar', email: 'o@x.example', services: '', message: 'Hi', bookMeeting: false })
      .expect(201);
    await visitor()
      .post(API_PATHS.schedule)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({
        startTime: SLOT.start,
        endTime: SLOT.end,
        attendeeEmail: 'sam@client.example',
        clientName: 'Sam',
        description: '',
      })
      .expect(201);
    for (const { id } of await rows('SELECT id FROM enquiries')) {
      await layla
        .delete(staffEnquiryPath(String(id)))
        .set(XHR)
        .expect(204);
    }
    for (const [table] of RELATED)
      expect({ table, rows: await rows(`SELECT * FROM ${table}`) }).toEqual({ table, rows: [] });
  });
});
