import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { startSmtpSink, type SmtpSink } from '@app/tests/stack/services/smtp';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR } from '../../tests/helpers/content';
import { eventOfMail, manageTokenIn, recipientOf } from '../../tests/helpers/meetings';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { createOutboxWorker } from '../mail/outboxWorker';
import { createSmtpTransport } from '../mail/smtpTransport';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 09:00 to 09:30 in Dubai. */
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
/** Wednesday 25 November, 10:00 to 10:30 in Dubai. */
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };
const HOUR = 3_600_000;

const booking = (slot = SLOT, extra: Record<string, unknown> = {}) => ({
  startTime: slot.start,
  endTime: slot.end,
  attendeeEmail: 'jane@client.example',
  clientName: 'Jane Doe',
  description: 'Please see our books first: visit https://evil.example/login',
  timeZone: 'Europe/London',
  ...extra,
});

describe.each(DIALECTS)('meeting lifecycle on %s', (dialect) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let clock: Date;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
        SMTP_URL: sink.url,
        SITE_URL: 'https://www.finance.example',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => clock,
    });
    await addUser(db.sequelize, 'maya', 'moderator');
  });
  afterAll(async () => {
    await sink.stop();
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = NOW;
    sink.clear();
    for (const table of [
      'bookings',
      'outbox',
      'rate_limits',
      'meeting_links',
      'meeting_history',
      'meeting_reminders',
      'contact_messages',
      // The schedule seeds itself from the config of the first app that reads it (a test below
      // starts one with other caps).
      'availability',
    ]) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
  });

  const api = () => request(app.callback());
  const book = (body: unknown, ip = nextClientIp()) =>
    api()
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const show = (token: string) => api().get(`/api/meetings/${token}`);
  const cancel = (token: string) =>
    api().post(`/api/meetings/${token}/cancel`).set(XHR).set('X-Forwarded-For', nextClientIp());
  const reschedule = (token: string, body: unknown) =>
    api()
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send(body as object);
  const rows = (sql: string) =>
    db.sequelize.query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT });
  const outboxCount = async () => (await listOutbox(db.sequelize)).length;
  /** Delivers what is queued through the SMTP sink and returns what arrived. */
  const deliver = async () => {
    const before = sink.messages.length;
    const worker = createOutboxWorker({
      sequelize: db.sequelize,
      transport: createSmtpTransport(sink.url, db.config.mail.from),
      config: db.config.outbox,
      logger: silentLogger,
      now: () => clock,
    });
    const round = await worker.runOnce();
    await worker.stop();
    return (await sink.waitFor(before + round.sent)).slice(before);
  };
  /** Books SLOT (or `slot`) and returns the manage token of the invitation. */
  const bookAndToken = async (slot = SLOT, extra: Record<string, unknown> = {}) => {
    const response = await book(booking(slot, extra)).expect(201);
    const mails = await deliver();
    const invite = mails.find((mail) => recipientOf(mail) !== 'staff@finance.example');
    const token = manageTokenIn(invite?.text ?? '');
    if (token === undefined) throw new Error('no manage link in the invitation');
    return { token, id: (response.body as { booking: { id: string } }).booking.id, mails };
  };
  const slotStarts = async (date: string) =>
    (
      (await api().get(`/api/calendar/available-slots?date=${date}`).expect(200)).body as {
        slots: Array<{ start: string }>;
      }
    ).slots.map((slot) => slot.start);

  describe('the invitation to the attendee', () => {
    it("holds our words, the time in words, the name and the manage link, never the visitor's text", async () => {
      const { mails, token } = await bookAndToken();
      const toJane = mails.find((mail) => recipientOf(mail) === 'jane@client.example')!;
      const toStaff = mails.find((mail) => recipientOf(mail) === 'staff@finance.example')!;

      for (const part of [toJane.text ?? '', String(toJane.html), toJane.subject ?? '']) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Please see our books');
      }
      const janeEvent = await eventOfMail(toJane);
      expect(janeEvent.description).not.toContain('evil.example');
      expect(janeEvent.description).toContain(`https://www.finance.example/meeting/${token}`);
      expect(toJane.text).toContain('Dear Jane Doe,');
      expect(toJane.text).toContain(
        'Tuesday, 24 November 2026, 5:00 AM – 5:30 AM (Europe/London, GMT)',
      );
      expect(toJane.text).toContain(
        'Tuesday, 24 November 2026, 9:00 AM – 9:30 AM (Asia/Dubai, GST)',
      );
      expect(toJane.text).toContain(`https://www.finance.example/meeting/${token}`);

      // Staff read what the visitor wrote, and their copy carries no link to the visitor's key.
      expect(toStaff.text).toContain('visit https://evil.example/login');
      expect(manageTokenIn(toStaff.text ?? '')).toBeUndefined();
      expect((await eventOfMail(toStaff)).description).toContain('evil.example');
    });

    it.each([
      ['a URL', 'Jane https://evil.example'],
      ['www.', 'Jane www.evil'],
      ['a host name', 'Jane evil.example'],
      ['a host and path', 'Jane x.y/login'],
      ['http alone', 'http Jane'],
      ['101 characters', 'J'.repeat(101)],
    ])('refuses a name with %s, on the booking and the contact form alike', async (_what, name) => {
      const booked = await book(booking(SLOT, { clientName: name })).expect(400);
      expect(Object.keys((booked.body as { fields: object }).fields)).toEqual(['clientName']);
      const sent = await api()
        .post('/api/contact')
        .set(XHR)
        .set('X-Forwarded-For', nextClientIp())
        .send({ name, email: 'jane@client.example', services: '', message: '', bookMeeting: false })
        .expect(400);
      expect((sent.body as { fields: Record<string, string[]> }).fields.name).toEqual(
        (booked.body as { fields: Record<string, string[]> }).fields.clientName,
      );
      expect(await outboxCount()).toBe(0);
    });

    it('takes names with initials, accents and apostrophes', async () => {
      await book(booking(SLOT, { clientName: "J.R.R. O'Tolkien-Nasser" })).expect(201);
      await book(
        booking(LATER, { clientName: 'Zoë Al-Hassan', attendeeEmail: 'z@x.example' }),
      ).expect(201);
    });
  });

  describe('manage tokens', () => {
    it('stores only the SHA-256 of the token, which opens the meeting until it ends', async () => {
      const { token, id } = await bookAndToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [link] = await rows('SELECT * FROM meeting_links');
      expect(link).toMatchObject({
        booking_id: id,
        token_hash: createHash('sha256').update(token).digest('hex'),
      });
      for (const table of ['bookings', 'meeting_links', 'meeting_history', 'meeting_reminders']) {
        expect(JSON.stringify(await rows(`SELECT * FROM ${table}`))).not.toContain(token);
      }

      const shown = await show(token).expect(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.headers['x-robots-tag']).toBe('noindex');
      expect(shown.body).toEqual({
        meeting: {
          id,
          start: SLOT.start,
          end: SLOT.end,
          timeZone: 'Europe/London',
          businessTimeZone: 'Asia/Dubai',
          status: 'booked',
          clientName: 'Jane Doe',
          changeable: true,
          movable: true,
          // Nobody has verified the address yet: it waits for the visitor's confirmation.
          holdUntil: new Date(NOW.getTime() + HOUR / 2).toISOString(),
          changeableUntil: new Date(Date.parse(SLOT.start) - 12 * HOUR).toISOString(),
          contact: null,
        },
      });

      clock = new Date(Date.parse(SLOT.end) - 1);
      await show(token).expect(200);
      clock = new Date(SLOT.end);
      const ended = await show(token).expect(404);
      expect(ended.body).toMatchObject({ error: 'Meeting not found' });
      await cancel(token).expect(404);
    });

    it('answers an unknown or malformed token with the same 404', async () => {
      await bookAndToken();
      for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}!`]) {
        const response = await show(encodeURIComponent(token)).expect(404);
        expect(response.body).toMatchObject({ error: 'Meeting not found' });
        await cancel(encodeURIComponent(token)).expect(404);
        await reschedule(encodeURIComponent(token), { startTime: LATER.start }).expect(404);
      }
    });
  });

  describe('book, reschedule, cancel', () => {
    it('keeps the UID, raises SEQUENCE, and sends REQUEST then CANCEL to both', async () => {
      const { token, id, mails: booked } = await bookAndToken();

      const moved = await reschedule(token, {
        startTime: LATER.start,
        timeZone: 'America/New_York',
      }).expect(200);
      expect(moved.body).toMatchObject({
        meeting: {
          start: LATER.start,
          end: LATER.end,
          status: 'booked',
          timeZone: 'America/New_York',
        },
      });
      // The old slot is free at once, the new one taken.
      expect(await slotStarts('2026-11-24')).toContain(SLOT.start);
      expect(await slotStarts('2026-11-25')).not.toContain(LATER.start);
      const movedMails = await deliver();

      // The move ended the first link; the moved invitation carries the one that works.
      await cancel(token).expect(404);
      const movedInvite = movedMails.find((mail) => recipientOf(mail) !== 'staff@finance.example');
      await cancel(manageTokenIn(movedInvite?.text ?? '') ?? '').expect(200);
      expect(await slotStarts('2026-11-25')).toContain(LATER.start);
      const cancelledMails = await deliver();

      const steps = [booked, movedMails, cancelledMails];
      for (const mails of steps)
        expect(mails.map(recipientOf).sort()).toEqual([
          'jane@client.example',
          'staff@finance.example',
        ]);
      const events = await Promise.all(steps.flat().map(eventOfMail));
      expect(new Set(events.map((event) => event.uid))).toEqual(new Set([`${id}@finance.example`]));
      const summary = await Promise.all(
        steps.map(async (mails) => {
          const event = await eventOfMail(mails[0]!);
          return [event.method, event.sequence, event.status, event.start];
        }),
      );
      expect(summary).toEqual([
        ['REQUEST', 0, 'CONFIRMED', SLOT.start],
        ['REQUEST', 1, 'CONFIRMED', LATER.start],
        ['CANCEL', 2, 'CANCELLED', LATER.start],
      ]);
      for (const mail of cancelledMails) {
        const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
        expect(part?.headers.get('content-type')).toMatchObject({ params: { method: 'CANCEL' } });
      }
      const movedToJane = movedMails.find((m) => recipientOf(m) === 'jane@client.example')!;
      expect(movedToJane.text).toContain(
        'Wednesday, 25 November 2026, 1:00 AM – 1:30 AM (America/New_York, EST)',
      );
      expect(movedToJane.text).not.toContain('evil.example');
      expect(manageTokenIn(movedToJane.text ?? '')).toBeDefined();

      expect(
        (await rows('SELECT event, actor_kind FROM meeting_history ORDER BY id')).map((r) => [
          r.event,
          r.actor_kind,
        ]),
      ).toEqual([
        ['booked', 'visitor'],
        ['rescheduled', 'visitor'],
        ['cancelled', 'visitor'],
      ]);
    });

    it('answers a second cancel 200 and sends nothing more; a cancelled meeting cannot move', async () => {
      const { token } = await bookAndToken();
      await cancel(token).expect(200);
      const queued = await outboxCount();
      const again = await cancel(token).expect(200);
      expect(again.body).toMatchObject({ meeting: { status: 'cancelled', changeable: false } });
      expect(await outboxCount()).toBe(queued);
      const moved = await reschedule(token, { startTime: LATER.start }).expect(409);
      expect(moved.body).toMatchObject({ error: expect.stringMatching(/has been cancelled/) });
      expect(await outboxCount()).toBe(queued);
      expect(await rows("SELECT id FROM meeting_history WHERE event = 'cancelled'")).toHaveLength(
        1,
      );
    });

    it('lets two simultaneous cancels send one cancellation', async () => {
      const { token } = await bookAndToken();
      const queued = await outboxCount();
      const answers = await Promise.all([cancel(token), cancel(token), cancel(token)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await outboxCount()).toBe(queued + 2);
    });

    it('closes the link 12 hours before the meeting and says whom to write to', async () => {
      const { token } = await bookAndToken();
      clock = new Date(Date.parse(SLOT.start) - 12 * HOUR);
      const shown = await show(token).expect(200);
      expect(shown.body).toMatchObject({
        meeting: { changeable: false, contact: 'staff@finance.example', status: 'booked' },
      });
      const queued = await outboxCount();
      for (const refused of [
        await cancel(token).expect(409),
        await reschedule(token, { startTime: LATER.start }).expect(409),
      ]) {
        expect(refused.body).toMatchObject({
          error:
            'This meeting starts in less than 12 hours and can no longer be changed online. Please write to us at staff@finance.example.',
        });
      }
      expect(await outboxCount()).toBe(queued);
      expect(await rows('SELECT status FROM bookings')).toEqual([{ status: 'booked' }]);
    });

    it.each<[string, Record<string, unknown>, number, RegExp]>([
      ['a taken slot', { startTime: LATER.start }, 409, /just been booked/],
      ['a past slot', { startTime: '2026-11-20T05:00:00.000Z' }, 400, /already passed/],
      ['a Sunday', { startTime: '2026-11-29T05:00:00.000Z' }, 400, /Sunday is our day off/],
      ['a slot beyond the window', { startTime: '2027-03-01T05:00:00.000Z' }, 400, /days ahead/],
      ['its own time', { startTime: SLOT.start }, 400, /already at that time/],
      ['no time at all', { startTime: 'soon' }, 400, /ISO-8601/],
    ])('refuses to move it to %s, and changes nothing', async (_what, body, status, message) => {
      const { token } = await bookAndToken();
      await book(booking(LATER, { attendeeEmail: 'other@client.example' })).expect(201);
      const before = await rows('SELECT * FROM bookings ORDER BY id');
      const queued = await outboxCount();
      const refused = await reschedule(token, body).expect(status);
      expect(refused.body).toMatchObject(
        status === 409
          ? { error: expect.stringMatching(message) }
          : {
              error: expect.stringMatching(message),
              fields: { startTime: [expect.stringMatching(message)] },
            },
      );
      expect(await rows('SELECT * FROM bookings ORDER BY id')).toEqual(before);
      expect(await outboxCount()).toBe(queued);
    });

    it('lets one of two meetings racing for one slot have it, and answers the other 409', async () => {
      const first = await bookAndToken(SLOT);
      const second = await bookAndToken(
        { start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T06:30:00.000Z' },
        { attendeeEmail: 'omar@client.example' },
      );
      const answers = await Promise.all([
        reschedule(first.token, { startTime: LATER.start }),
        reschedule(second.token, { startTime: LATER.start }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
        error: expect.stringMatching(/just been booked/),
      });
      const held = await rows("SELECT start_utc FROM bookings WHERE status = 'booked'");
      expect(held.map((r) => new Date(r.start_utc as string).toISOString()).sort()).toContain(
        LATER.start,
      );
      expect(await rows("SELECT id FROM meeting_history WHERE event = 'rescheduled'")).toHaveLength(
        1,
      );
    });
  });

  describe('staff', () => {
    it('cancel with a reason the visitor reads, recorded under their name, with the same e-mails', async () => {
      const { id, token } = await bookAndToken();
      await api()
        .post(`/api/staff/meetings/${id}/cancel`)
        .set(XHR)
        .send({ reason: 'x' })
        .expect(401);
      // Staff are not held to the visitor's cut-off.
      clock = new Date(Date.parse(SLOT.start) - HOUR);
      const maya = await signedIn(app, 'maya');
      const missing = await maya
        .post(`/api/staff/meetings/${id}/cancel`)
        .set(XHR)
        .send({ reason: ' ' })
        .expect(400);
      expect(missing.body).toMatchObject({
        fields: { reason: ['Please give the visitor a reason'] },
      });
      await maya
        .post(`/api/staff/meetings/${id}/cancel`)
        .set(XHR)
        .send({ reason: 'Our adviser is ill; we will call you to rebook.' })
        .expect(200);
      const mails = await deliver();
      const toJane = mails.find((m) => recipientOf(m) === 'jane@client.example')!;
      expect(toJane.text).toContain('Our adviser is ill; we will call you to rebook.');
      expect(await eventOfMail(toJane)).toMatchObject({
        method: 'CANCEL',
        sequence: 1,
        status: 'CANCELLED',
      });
      const toStaff = mails.find((m) => recipientOf(m) === 'staff@finance.example')!;
      expect(toStaff.text).toMatch(/By: +maya/);
      expect(
        await rows(
          "SELECT actor_kind, actor_name, detail FROM meeting_history WHERE event = 'cancelled'",
        ),
      ).toEqual([
        {
          actor_kind: 'staff',
          actor_name: 'maya',
          detail: 'Our adviser is ill; we will call you to rebook.',
        },
      ]);
      await show(token).expect(200);
      await maya
        .post(`/api/staff/meetings/${id}/cancel`)
        .set(XHR)
        .send({ reason: 'again' })
        .expect(200);
      expect(await outboxCount()).toBe(4);
      await maya
        .post('/api/staff/meetings/00000000-0000-4000-8000-000000000000/cancel')
        .set(XHR)
        .send({ reason: 'x' })
        .expect(404);
    });

    it('reschedule, with the updated invitation and a fresh link for the visitor', async () => {
      const { id } = await bookAndToken();
      const maya = await signedIn(app, 'maya');
      const moved = await maya
        .post(`/api/staff/meetings/${id}/reschedule`)
        .set(XHR)
        .send({ startTime: LATER.start })
        .expect(200);
      expect(moved.body).toMatchObject({ meeting: { start: LATER.start, status: 'booked' } });
      const mails = await deliver();
      const toJane = mails.find((m) => recipientOf(m) === 'jane@client.example')!;
      expect(toJane.text).toMatch(/We have had to move your meeting/);
      const fresh = manageTokenIn(toJane.text ?? '')!;
      await show(fresh).expect(200);
      expect(await eventOfMail(toJane)).toMatchObject({
        method: 'REQUEST',
        sequence: 1,
        start: LATER.start,
      });
      expect(
        await rows(
          "SELECT actor_kind, actor_name FROM meeting_history WHERE event = 'rescheduled'",
        ),
      ).toEqual([{ actor_kind: 'staff', actor_name: 'maya' }]);
    });
  });

  describe('caps', () => {
    const contact = (ip: string) =>
      api()
        .post('/api/contact')
        .set(XHR)
        .set('X-Forwarded-For', ip)
        .send({
          name: 'Jane Doe',
          email: 'jane@client.example',
          services: 'Payroll',
          message: 'Please call me back.',
          bookMeeting: true,
          selectedSlot: { start: LATER.start, end: LATER.end },
        });
    const slotAt = (hourUtc: number) => ({
      start: `2026-11-24T${String(hourUtc).padStart(2, '0')}:00:00.000Z`,
      end: `2026-11-24T${String(hourUtc).padStart(2, '0')}:30:00.000Z`,
    });

    it('allows two upcoming meetings per attendee (case and +tags folded); the message still reaches staff', async () => {
      await book(booking(slotAt(5))).expect(201);
      await book(booking(slotAt(6), { attendeeEmail: 'Jane+work@Client.example' })).expect(201);
      const ip = nextClientIp();
      const refused = await book(
        booking(LATER, { attendeeEmail: 'JANE@client.example' }),
        ip,
      ).expect(429);
      expect(refused.body).toMatchObject({
        error: expect.stringMatching(
          /^You already have the most upcoming meetings.*staff@finance\.example\.$/,
        ),
      });
      expect(await rows('SELECT id FROM bookings')).toHaveLength(2);
      // The site sends the message after a 429: it is stored and goes to staff.
      await contact(ip).expect(201);
      expect(await rows('SELECT email FROM contact_messages')).toEqual([
        { email: 'jane@client.example' },
      ]);
      const outbox = await listOutbox(db.sequelize);
      expect(
        outbox.filter((row) => row.subject.startsWith('New enquiry from Jane Doe')),
      ).toHaveLength(1);

      // A cancelled meeting no longer counts.
      const [first] = await rows('SELECT id FROM bookings ORDER BY start_utc');
      const maya = await signedIn(app, 'maya');
      await maya
        .post(`/api/staff/meetings/${String(first!.id)}/cancel`)
        .set(XHR)
        .send({ reason: 'Moved' })
        .expect(200);
      await book(booking(LATER, { attendeeEmail: 'JANE@client.example' })).expect(201);
    });

    it('holds the cap when bookings from one attendee arrive at once', async () => {
      const answers = await Promise.all(
        [5, 6, 7, 8, 9].map((hour) =>
          book(booking(slotAt(hour), { attendeeEmail: `jane+${hour}@client.example` })),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429]);
      expect(await rows('SELECT id FROM bookings')).toHaveLength(2);
    });

    it('allows three bookings per client address per business day, cancelled ones included', async () => {
      const ip = nextClientIp();
      for (const hour of [5, 6, 7]) {
        await book(booking(slotAt(hour), { attendeeEmail: `v${hour}@client.example` }), ip).expect(
          201,
        );
      }
      const refused = await book(
        booking(slotAt(8), { attendeeEmail: 'v8@client.example' }),
        ip,
      ).expect(429);
      expect(refused.body).toMatchObject({
        error: expect.stringMatching(/from your network today/),
      });
      await contact(ip).expect(201);
      // Another address is not affected, and the next business day starts afresh.
      await book(booking(slotAt(8), { attendeeEmail: 'v8@client.example' })).expect(201);
      clock = new Date('2026-11-23T20:00:00.000Z'); // Tuesday 00:00 in Dubai
      await book(booking(slotAt(9), { attendeeEmail: 'v9@client.example' }), ip).expect(201);
    });

    it('takes at most BOOKING_MAX_PER_DAY bookings a business day from everyone', async () => {
      const capped = createApp({
        config: { ...db.config, bookingCaps: { ...db.config.bookingCaps, perDay: 2 } },
        sequelize: db.sequelize,
        logger: silentLogger,
        now: () => clock,
      });
      const post = (hour: number) =>
        request(capped.callback())
          .post('/api/calendar/schedule')
          .set(XHR)
          .set('X-Forwarded-For', nextClientIp())
          .send(booking(slotAt(hour), { attendeeEmail: `d${hour}@client.example` }));
      await post(5).expect(201);
      await post(6).expect(201);
      const refused = await post(7).expect(429);
      expect(refused.body).toMatchObject({
        error: expect.stringMatching(/any more meeting bookings today/),
      });
      expect(await rows('SELECT id FROM bookings')).toHaveLength(2);
      expect(await outboxCount()).toBe(4);
    });
  });
});
