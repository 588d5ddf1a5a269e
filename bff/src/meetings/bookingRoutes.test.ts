import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { startSmtpSink, type SmtpSink } from '@app/tests/stack/services/smtp';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { createOutboxWorker } from '../mail/outboxWorker';
import { createSmtpTransport } from '../mail/smtpTransport';
import { nextClientIp } from '../../tests/helpers/clientIp';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };

const booking = (slot = SLOT, extra: Record<string, unknown> = {}) => ({
  startTime: slot.start,
  endTime: slot.end,
  attendeeEmail: 'jane@client.example',
  clientName: 'Jane Doe',
  description: 'Jane Doe - Payroll - We need help with payroll in two countries.',
  ...extra,
});

const halfHourStarts = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(first) + i * 30 * 60_000).toISOString(),
  );

describe.each(DIALECTS)('booking API on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '3',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    for (const table of ['bookings', 'outbox', 'rate_limits']) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
  });

  const slots = (query: string) =>
    request(app.callback()).get(`/api/calendar/available-slots?${query}`);
  const schedule = (body: unknown, ip = nextClientIp()) =>
    request(app.callback())
      .post('/api/calendar/schedule')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const count = async (table: string) => {
    const [row] = await db.sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${table}`,
      { type: QueryTypes.SELECT },
    );
    return Number(row?.n);
  };

  describe('GET /api/calendar/available-slots', () => {
    it('lists the business day, 09:00 to 17:30 Dubai, never cached', async () => {
      const response = await slots('date=2026-11-24').expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        slots: halfHourStarts('2026-11-24T05:00:00.000Z', 18).map((start) => ({
          start,
          end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
        })),
      });
    });

    it("reads the date in the visitor's zone when tz is given, with two hours' notice", async () => {
      // Monday in New York runs 05:00 UTC Monday to 05:00 UTC Tuesday; it is 08:00 in Dubai now.
      const response = await slots('date=2026-11-23&tz=America/New_York').expect(200);
      const starts = (response.body as { slots: Array<{ start: string }> }).slots.map(
        (slot) => slot.start,
      );
      expect(starts).toEqual(halfHourStarts('2026-11-23T06:00:00.000Z', 16));
    });

    it('offers nothing on Sunday, the day off, and says so', async () => {
      await slots('date=2026-11-29').expect(200, {
        slots: [],
        unavailable: { reason: 'day-off', closure: null },
      });
    });

    it.each([
      ['no date', '', 'date'],
      ['a malformed date', 'date=24-11-2026', 'date'],
      ['an impossible date', 'date=2026-02-30', 'date'],
      ['an unknown zone', 'date=2026-11-24&tz=Mars/Olympus_Mons', 'tz'],
    ])('answers 400 for %s', async (_what, query, field) => {
      const response = await slots(query).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({
        error: expect.any(String),
        fields: { [field]: [expect.any(String)] },
      });
    });
  });

  describe('POST /api/calendar/schedule', () => {
    it('books a slot, which then disappears from the list, with both invitations queued', async () => {
      const response = await schedule(booking()).expect(201);
      expect(response.body).toEqual({
        booking: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), start: SLOT.start, end: SLOT.end },
      });

      const after = await slots('date=2026-11-24').expect(200);
      const starts = (after.body as { slots: Array<{ start: string }> }).slots.map((s) => s.start);
      expect(starts).toHaveLength(17);
      expect(starts).not.toContain(SLOT.start);

      const [row] = await db.sequelize.query<Record<string, unknown>>('SELECT * FROM bookings', {
        type: QueryTypes.SELECT,
      });
      expect(row).toMatchObject({
        id: (response.body as { booking: { id: string } }).booking.id,
        attendee_email: 'jane@client.example',
        client_name: 'Jane Doe',
        description: booking().description,
      });
      expect(new Date(row!.start_utc as string).toISOString()).toBe(SLOT.start);
      const outbox = await listOutbox(db.sequelize);
      expect(outbox.map((mail) => [mail.recipient, mail.status])).toEqual([
        ['jane@client.example', 'pending'],
        ['staff@finance.example', 'pending'],
      ]);
    });

    it('answers 409 for a slot that is taken', async () => {
      await schedule(booking()).expect(201);
      const again = await schedule(booking(SLOT, { attendeeEmail: 'other@client.example' }));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: expect.stringMatching(/just been booked/) });
      expect(await count('bookings')).toBe(1);
      expect(await count('outbox')).toBe(2);
    });

    it('lets exactly one of five simultaneous requests for a slot succeed', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          schedule(booking(SLOT, { attendeeEmail: `visitor${i}@client.example` })),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await count('bookings')).toBe(1);
      // Only the winner's invitations exist: the losers' transactions left nothing behind.
      const winner = responses.findIndex((r) => r.status === 201);
      expect((await listOutbox(db.sequelize)).map((mail) => mail.recipient)).toEqual([
        `visitor${winner}@client.example`,
        'staff@finance.example',
      ]);
    });

    it.each([
      [
        'on Sunday',
        { start: '2026-11-29T05:00:00.000Z', end: '2026-11-29T05:30:00.000Z' },
        /Sunday is our day off/,
      ],
      [
        'off the grid',
        { start: '2026-11-24T05:10:00.000Z', end: '2026-11-24T05:40:00.000Z' },
        /start every 30 minutes/,
      ],
      [
        'before opening',
        { start: '2026-11-24T04:30:00.000Z', end: '2026-11-24T05:00:00.000Z' },
        /between 09:00 and 18:00/,
      ],
      [
        'in the past',
        { start: '2026-11-21T05:00:00.000Z', end: '2026-11-21T05:30:00.000Z' },
        /already passed/,
      ],
      [
        'within the notice',
        { start: '2026-11-23T05:00:00.000Z', end: '2026-11-23T05:30:00.000Z' },
        /2 hours' notice/,
      ],
      [
        'beyond the window',
        { start: '2027-02-01T05:00:00.000Z', end: '2027-02-01T05:30:00.000Z' },
        /60 days ahead/,
      ],
      [
        'of the wrong length',
        { start: SLOT.start, end: '2026-11-24T06:00:00.000Z' },
        /30 minutes long/,
      ],
    ])('answers 400 for a time %s', async (_what, slot, message) => {
      const response = await schedule(booking(slot)).expect(400);
      expect(response.body).toMatchObject({
        error: expect.stringMatching(message),
        fields: { startTime: [expect.stringMatching(message)] },
      });
      expect(await count('bookings')).toBe(0);
      expect(await count('outbox')).toBe(0);
    });

    it.each(['clientName', 'description'])(
      'answers 400 naming %s for a control, bidi or broken character, and books nothing',
      async (field) => {
        for (const character of ['\u0000', '\u0008', '\u007f', '\u202d', '\u2069', '\udfff']) {
          const response = await schedule(booking(SLOT, { [field]: `Jane${character}Doe` }));
          expect({ character, status: response.status }).toEqual({ character, status: 400 });
          expect(response.body).toMatchObject({
            error: 'Contains a character that is not allowed',
            fields: { [field]: ['Contains a character that is not allowed'] },
          });
        }
        expect(await count('bookings')).toBe(0);
        expect(await count('outbox')).toBe(0);
      },
    );

    it('keeps line breaks in the description but not in the name', async () => {
      await schedule(booking(SLOT, { clientName: 'Jane\r\nDoe' })).expect(400);
      await schedule(booking(SLOT, { description: 'Payroll\nand VAT' })).expect(201);
    });

    it('answers 400 with a message per field for a malformed request', async () => {
      const response = await schedule({
        startTime: 'tomorrow',
        endTime: SLOT.end,
        attendeeEmail: 'jane@',
        clientName: ' ',
      }).expect(400);
      expect(response.body).toMatchObject({
        error: expect.any(String),
        fields: {
          startTime: [expect.any(String)],
          attendeeEmail: ['Please enter a valid email address'],
          clientName: ['Please enter your name'],
          description: [expect.any(String)],
        },
      });
    });

    it('answers 429 once a visitor has used up the limit', async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < 3; i += 1) await schedule({}, ip).expect(400);
      const limited = await schedule(booking(), ip).expect(429);
      expect(limited.body).toMatchObject({
        error: expect.stringMatching(/Too many booking attempts/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await count('bookings')).toBe(0);
      // Another visitor is not affected.
      await schedule(booking()).expect(201);
    });
  });
});

describe('booking invitations through SMTP', () => {
  let db: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    db = await openTestDatabase('mysql', {
      env: {
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
        SMTP_URL: sink.url,
      },
    });
  });
  afterAll(async () => {
    await sink.stop();
    await db.cleanup();
  });

  it('sends the client and staff an invite with METHOD:REQUEST and the booked DTSTART', async () => {
    const app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    const response = await request(app.callback())
      .post('/api/calendar/schedule')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(booking())
      .expect(201);
    const { id } = (response.body as { booking: { id: string } }).booking;

    const worker = createOutboxWorker({
      sequelize: db.sequelize,
      transport: createSmtpTransport(sink.url, db.config.mail.from),
      config: db.config.outbox,
      logger: silentLogger,
      now: () => NOW,
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 2 });
    await worker.stop();

    const mails = await sink.waitFor(2);
    const toClient = mails.find(
      (mail) =>
        mail.to && 'value' in mail.to && mail.to.value[0]?.address === 'jane@client.example',
    );
    const toStaff = mails.find((mail) => mail !== toClient);
    expect(toClient?.subject).toBe(
      // A first booking to this address: it asks for the visitor's confirmation.
      'Please confirm your meeting: Tuesday, 24 November 2026, 9:00 AM (GST)',
    );
    expect(toClient?.from?.value).toEqual([
      { name: 'The Finance Team', address: 'hello@finance.example' },
    ]);
    expect(toClient?.text).toContain('Dear Jane Doe,');
    expect(toClient?.text).toContain(
      'Tuesday, 24 November 2026, 9:00 AM – 9:30 AM (Asia/Dubai, GST)',
    );
    expect(toClient?.text).toContain('05:00–05:30 UTC');
    expect(toStaff?.subject).toMatch(/^New meeting booked: Jane Doe/);
    expect(toStaff?.replyTo?.value).toEqual([{ name: '', address: 'jane@client.example' }]);

    for (const mail of [toClient!, toStaff!]) {
      const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
      expect(calendar?.headers.get('content-type')).toMatchObject({
        params: { method: 'REQUEST' },
      });
      const ics = calendar!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
      const lines = ics.split('\r\n');
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain('DTSTART:20261124T050000Z');
      expect(lines).toContain('DTEND:20261124T053000Z');
      expect(lines).toContain(`UID:${id}@finance.example`);
      expect(lines.find((line) => line.startsWith('ORGANIZER'))).toMatch(
        /CN="The Finance Team":MAILTO:hello@finance\.example$/,
      );
      expect(lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(
        /RSVP=TRUE.*:mailto:jane@client\.example$/,
      );
    }
  });
});
