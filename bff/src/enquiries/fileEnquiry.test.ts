import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { EnquiryDetail, InboxPage } from '@app/contract/inbox';
import { API_PATHS, staffEnquiryPath } from '@app/contract/paths';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
/** Wednesday 25 November, 10:00 to 10:30 in Dubai. */
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };
const MINUTE = 60_000;

const booking = (slot = SLOT, extra: Record<string, unknown> = {}) => ({
  startTime: slot.start,
  endTime: slot.end,
  attendeeEmail: 'Jane@Client.example',
  clientName: 'Jane Doe',
  description: 'Client: Jane Doe\nServices: Payroll\nMessage: booked-with-the-meeting',
  timeZone: 'Europe/London',
  ...extra,
});
const message = (slot: typeof SLOT | null = SLOT, extra: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: 'jane@client.EXAMPLE',
  services: 'Payroll, Tax',
  message: 'We are 40 people across Dubai and Riyadh.',
  bookMeeting: slot !== null,
  selectedSlot: slot,
  ...extra,
});

describe.each(DIALECTS)('enquiries from the site on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let omar: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        // One upcoming meeting per address: a second booking is refused (429).
        BOOKING_MAX_UPCOMING_PER_EMAIL: '1',
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
    await addUser(db.sequelize, 'omar', 'moderator');
    omar = await signedIn(app, 'omar');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = NOW;
    await clearInbox(db.sequelize);
  });

  const book = (body: object) =>
    request(app.callback())
      .post(API_PATHS.schedule)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send(body);
  const send = (body: object) =>
    request(app.callback())
      .post(API_PATHS.contact)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send(body)
      .expect(201);
  const enquiries = () =>
    db.sequelize.query<{
      id: string;
      name: string;
      services: string;
      message: string;
      booking_id: string | null;
      contact_message_id: string | null;
    }>(
      `SELECT id, name, services, message, booking_id, contact_message_id FROM enquiries
        ORDER BY received_at, id`,
      { type: QueryTypes.SELECT },
    );
  const list = async (query = '') =>
    (await omar.get(`${API_PATHS.staffInbox}${query}`).expect(200)).body as InboxPage;
  const staffNotices = async () =>
    (await listOutbox(db.sequelize)).filter((row) => row.subject.startsWith('New enquiry'));

  it('files a booking and the message sent with it as one enquiry', async () => {
    const booked = await book(booking()).expect(201);
    const bookingId = (booked.body as { booking: { id: string } }).booking.id;
    clock = new Date(NOW.getTime() + 2_000);
    const sent = await send(message());
    const messageId = (sent.body as { id: string }).id;

    const [enquiry, ...others] = await enquiries();
    expect(others).toEqual([]);
    expect(enquiry).toMatchObject({
      booking_id: bookingId,
      contact_message_id: messageId,
      name: 'Jane Doe',
      services: 'Payroll, Tax',
      message: 'We are 40 people across Dubai and Riyadh.',
    });
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: enquiry!.id,
      receivedAt: NOW.toISOString(),
      services: ['Payroll', 'Tax'],
      hasMessage: true,
      meeting: { id: bookingId, start: SLOT.start, status: 'booked' },
    });
    const shown = (await omar.get(staffEnquiryPath(enquiry!.id)).expect(200)).body as EnquiryDetail;
    expect(shown.enquiry.message).toBe('We are 40 people across Dubai and Riyadh.');
    // The search reads the message that joined, not the booking's description it replaced.
    expect((await list('?q=riyadh')).total).toBe(1);
    expect((await list('?q=booked-with-the-meeting')).total).toBe(0);

    const [notice] = await staffNotices();
    expect(notice).toMatchObject({
      subject: 'New enquiry from Jane Doe (meeting booked)',
      about_id: messageId,
    });
    expect(notice!.body_text).toContain('Booked (the calendar invitation is in a separate e-mail)');
    expect(notice!.body_text).not.toContain('NOT booked');
    // The booking's own mails name the booking: a delete finds them all.
    const outbox = await listOutbox(db.sequelize);
    expect(outbox.map((row) => row.about_id).sort()).toEqual(
      [bookingId, bookingId, messageId].sort(),
    );
  });

  it("files a refused booking's message alone and tells staff the meeting was NOT booked", async () => {
    await book(booking(SLOT)).expect(201);
    // Jane may hold one upcoming meeting: the second is refused by the cap.
    await book(booking(LATER)).expect(429);
    clock = new Date(NOW.getTime() + 1_000);
    await send(message(LATER));

    const [first, second] = await enquiries();
    expect(first).toMatchObject({ contact_message_id: null, booking_id: expect.any(String) });
    expect(second).toMatchObject({ booking_id: null, contact_message_id: expect.any(String) });
    expect((await list('?kind=message')).items[0]).toMatchObject({ id: second!.id, meeting: null });

    const [notice] = await staffNotices();
    expect(notice!.subject).toBe('New enquiry from Jane Doe (meeting NOT booked)');
    for (const part of [notice!.body_text, notice!.body_html]) {
      expect(part).toContain('NO meeting was booked');
      expect(part).toContain('NOT booked: nothing is in the calendar');
      expect(part).toContain('Requested slot');
      expect(part).not.toContain('Chosen slot');
    }
  });

  it('files a message alone when the booking is someone else’s, over an hour old or joined', async () => {
    await book(booking(SLOT)).expect(201);
    await send(message(SLOT, { email: 'someone.else@client.example' }));
    clock = new Date(NOW.getTime() + 61 * MINUTE);
    await send(message(SLOT));
    expect((await enquiries()).filter((row) => row.booking_id !== null)).toEqual([
      expect.objectContaining({ contact_message_id: null }),
    ]);
    clock = new Date(NOW.getTime() + 30 * MINUTE);
    await book(booking(LATER, { attendeeEmail: 'sam@client.example' })).expect(201);
    await send(message(LATER, { email: 'SAM@client.example' }));
    await send(message(LATER, { email: 'sam@client.example', message: 'And once more' }));

    const rows = await enquiries();
    expect(rows).toHaveLength(5);
    expect(
      rows.filter((row) => row.booking_id !== null && row.contact_message_id !== null),
    ).toEqual([expect.objectContaining({ message: 'We are 40 people across Dubai and Riyadh.' })]);
    // Booked or not is what the calendar holds: Jane's and Sam's meetings stand; the other does not.
    expect((await staffNotices()).map((notice) => notice.subject)).toEqual([
      'New enquiry from Jane Doe (meeting NOT booked)',
      'New enquiry from Jane Doe (meeting booked)',
      'New enquiry from Jane Doe (meeting booked)',
      'New enquiry from Jane Doe (meeting booked)',
    ]);
  });

  it('joins one of two messages racing for one booking, and files the other alone', async () => {
    await book(booking(SLOT)).expect(201);
    await Promise.all([
      send(message(SLOT, { message: 'first' })),
      send(message(SLOT, { message: 'second' })),
    ]);
    const rows = await enquiries();
    expect(rows).toHaveLength(2);
    expect(
      rows.filter((row) => row.booking_id !== null && row.contact_message_id !== null),
    ).toHaveLength(1);
    expect(rows.filter((row) => row.booking_id === null)).toHaveLength(1);
  });

  it('files a booking alone with what the visitor wrote, and a message without a meeting', async () => {
    await book(booking(SLOT, { description: '' })).expect(201);
    clock = new Date(NOW.getTime() + 1_000);
    await send(message(null, { message: '' }));
    const page = await list();
    expect(
      page.items.map(({ hasMessage, meeting, services }) => ({
        hasMessage,
        meeting: meeting?.status ?? null,
        services,
      })),
    ).toEqual([
      { hasMessage: false, meeting: null, services: ['Payroll', 'Tax'] },
      { hasMessage: false, meeting: 'booked', services: [] },
    ]);
    clock = new Date(NOW.getTime() + 2_000);
    await book(booking(LATER, { attendeeEmail: 'sam@client.example' })).expect(201);
    const [latest] = (await list()).items;
    const shown = (await omar.get(staffEnquiryPath(latest!.id)).expect(200)).body as EnquiryDetail;
    expect(shown.enquiry).toMatchObject({ hasMessage: true, message: booking().description });
    expect((await staffNotices()).map((notice) => notice.subject)).toEqual([
      'New enquiry from Jane Doe',
    ]);
  });
});
