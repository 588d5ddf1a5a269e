import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR } from '../../tests/helpers/content';
import { eventOfRow } from '../../tests/helpers/meetings';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox, type OutboxRow } from '../mail/outbox';
import { createReminderJob } from './reminderJob';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
/** Tuesday 24 November, 15:30 to 16:00 in Dubai. */
const SLOT = { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' };
/** Wednesday 25 November, 10:00 to 10:30 in Dubai. */
const LATER = { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T06:30:00.000Z' };
const HOUR = 3_600_000;
const VISITOR = 'layla@client.example';
const ARABIC = /[\u0600-\u06FF]/;

const booking = (extra: Record<string, unknown> = {}, slot = SLOT) => ({
  startTime: slot.start,
  endTime: slot.end,
  attendeeEmail: VISITOR,
  clientName: 'ليلى ناصر',
  description: 'Client: ليلى ناصر\nServices: Payroll\nMessage: رواتب في دبي والرياض',
  ...extra,
});

describe.each(DIALECTS)("the visitor's language in meeting e-mails on %s", (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        MAIL_FROM: 'hello@finance.example',
        STAFF_EMAIL: 'staff@finance.example',
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

  const api = () => request(app.callback());
  const book = (body: unknown) =>
    api()
      .post('/api/calendar/schedule')
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send(body as object);
  /** The rows queued since `seen` rows, to the visitor and to staff. */
  const queuedAfter = async (seen: number) => {
    const rows = (await listOutbox(db.sequelize)).slice(seen);
    return {
      visitor: rows.filter((row) => row.recipient === VISITOR),
      staff: rows.filter((row) => row.recipient === 'staff@finance.example'),
      total: seen + rows.length,
    };
  };
  const tokenIn = (row: OutboxRow) => {
    const token = /\/ar\/meeting\/([A-Za-z0-9_-]{43})\b/.exec(row.body_text)?.[1];
    if (token === undefined) throw new Error(`no Arabic manage link in "${row.subject}"`);
    return token;
  };
  const expectArabic = (row: OutboxRow) => {
    expect(row.subject).toMatch(ARABIC);
    expect(row.subject).not.toMatch(/meeting|Reminder/i);
    expect(row.body_html).toContain('<html lang="ar" dir="rtl">');
    expect(row.body_html).toContain('<body dir="rtl"');
    expect(row.body_text).toContain('مرحبًا ليلى ناصر،');
    expect(row.body_text).toContain('نبسّط الشؤون المالية. نمكّن النمو');
    expect(row.body_text).not.toMatch(/Dear|Kind regards/);
  };

  it('sends an Arabic confirmation, right to left, with an Arabic event and the /ar manage link', async () => {
    const response = await book(booking({ language: 'ar' })).expect(201);
    const { visitor, staff } = await queuedAfter(0);
    expect(visitor).toHaveLength(1);
    const invite = visitor[0]!;
    expectArabic(invite);
    expect(invite.subject).toBe('يُرجى تأكيد اجتماعك: الثلاثاء، 24 نوفمبر 2026، 3:30 م (GST)');
    expect(invite.body_text).toContain(
      'الثلاثاء، 24 نوفمبر 2026، 3:30 م – 4:00 م (Asia/Dubai، GST)',
    );
    expect(invite.body_text).toContain('المدة:');
    expect(invite.body_text).toContain('30 دقيقة');
    expect(invite.body_text).toContain('https://www.finance.example/ar/meeting/');
    expect(invite.body_text).not.toContain('Payroll');

    const event = await eventOfRow(invite);
    expect(event).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: SLOT.start,
      summary: 'اجتماع: ليلى ناصر مع الفريق المالي',
    });
    expect(event.description).toContain('اجتماع مع الفريق المالي.');
    expect(event.description).toContain(
      `https://www.finance.example/ar/meeting/${tokenIn(invite)}`,
    );

    // Staff read English, told which language the visitor booked in.
    expect(staff).toHaveLength(1);
    expect(staff[0]!.subject).toMatch(/^New meeting booked: /);
    expect(staff[0]!.body_text).toMatch(/Language: +Arabic/);
    const staffEvent = await eventOfRow(staff[0]!);
    expect(staffEvent.summary).toBe('Meeting: ليلى ناصر and The Finance Team');
    const id = (response.body as { booking: { id: string } }).booking.id;
    expect(staffEvent.uid).toBe(event.uid);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves, reminds and cancels an Arabic booking in Arabic, with staff reason and METHOD:CANCEL', async () => {
    const response = await book(booking({ language: 'ar', timeZone: 'Asia/Riyadh' })).expect(201);
    const id = (response.body as { booking: { id: string } }).booking.id;
    let seen = (await queuedAfter(0)).total;
    const token = tokenIn((await queuedAfter(0)).visitor[0]!);

    await api()
      .post(`/api/meetings/${token}/reschedule`)
      .set(XHR)
      .set('X-Forwarded-For', nextClientIp())
      .send({ startTime: LATER.start })
      .expect(200);
    const moved = await queuedAfter(seen);
    seen = moved.total;
    expect(moved.visitor).toHaveLength(1);
    expectArabic(moved.visitor[0]!);
    expect(moved.visitor[0]!.subject).toMatch(
      /^تغيير موعد اجتماعك: الأربعاء، 25 نوفمبر 2026، 9:00 ص/,
    );
    expect(moved.visitor[0]!.body_text).toContain('بتوقيتك:');
    expect(moved.visitor[0]!.body_text).toContain(
      'الموعد السابق: الثلاثاء، 24 نوفمبر 2026، 2:30 م',
    );
    const movedEvent = await eventOfRow(moved.visitor[0]!);
    expect(movedEvent).toMatchObject({ method: 'REQUEST', sequence: 1, start: LATER.start });
    expect(movedEvent.summary).toMatch(/^اجتماع: /);
    expect(moved.staff[0]!.subject).toMatch(/^Meeting moved: ليلى ناصر, Wednesday/);

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
      workerId: 'language',
      now: () => clock,
    });
    clock = new Date(Date.parse(LATER.start) - 24 * HOUR);
    expect((await job.runOnce()).sent).toEqual([id]);
    await job.stop();
    const reminded = await queuedAfter(seen);
    seen = reminded.total;
    expect(reminded.visitor).toHaveLength(1);
    expectArabic(reminded.visitor[0]!);
    expect(reminded.visitor[0]!.subject).toMatch(/^تذكير باجتماعك: /);
    expect(reminded.visitor[0]!.body_text).toContain('/ar/meeting/');
    expect((await eventOfRow(reminded.visitor[0]!)).summary).toMatch(/^اجتماع: /);

    const maya = await signedIn(app, 'maya');
    await maya
      .post(`/api/staff/meetings/${id}/cancel`)
      .set(XHR)
      .send({ reason: 'Our specialist is unwell.' })
      .expect(200);
    const cancelled = await queuedAfter(seen);
    expect(cancelled.visitor).toHaveLength(1);
    const mail = cancelled.visitor[0]!;
    expectArabic(mail);
    expect(mail.subject).toMatch(/^إلغاء اجتماعك: /);
    expect(mail.body_text).toContain('سبب الإلغاء');
    expect(mail.body_text).toContain('Our specialist is unwell.');
    expect(mail.body_text).not.toContain('/meeting/');
    const cancelEvent = await eventOfRow(mail);
    expect(cancelEvent).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
    expect(cancelEvent.summary).toMatch(/^اجتماع: /);
    expect(cancelled.staff[0]!.subject).toMatch(/^Meeting cancelled: ليلى ناصر, Wednesday/);
  });

  it('keeps English for a booking sent with language "en" or none, with the manage link at the root', async () => {
    await book(booking({ language: 'en', attendeeEmail: 'en@client.example' })).expect(201);
    await book(booking({ attendeeEmail: 'none@client.example' }, LATER)).expect(201);
    const rows = await listOutbox(db.sequelize);
    for (const address of ['en@client.example', 'none@client.example']) {
      const invite = rows.find((row) => row.recipient === address)!;
      expect(invite.subject).toMatch(/^Please confirm your meeting: /);
      expect(invite.body_html).toContain('<html lang="en" dir="ltr">');
      expect(invite.body_text).toContain('Dear ليلى ناصر,');
      expect(invite.body_text).toMatch(
        /https:\/\/www\.finance\.example\/meeting\/[A-Za-z0-9_-]{43}/,
      );
      expect(invite.body_text).not.toContain('/ar/');
      expect((await eventOfRow(invite)).summary).toBe('Meeting: ليلى ناصر and The Finance Team');
    }
    const staff = rows.filter((row) => row.recipient === 'staff@finance.example');
    expect(staff.map((row) => row.body_text)).toEqual([
      expect.not.stringContaining('Language:'),
      expect.not.stringContaining('Language:'),
    ]);
  });

  it('refuses a language the site does not have with a 400 naming the field', async () => {
    const response = await book(booking({ language: 'fr' })).expect(400);
    expect(response.body).toMatchObject({
      error: "Expected one of the site's languages: en, ar",
      fields: { language: ["Expected one of the site's languages: en, ar"] },
    });
    expect(await listOutbox(db.sequelize)).toEqual([]);
  });
});
