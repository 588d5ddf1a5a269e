import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { freePort } from '@app/tests/stack/services/freePort';
import { startSmtpSink, type SmtpSink } from '@app/tests/stack/services/smtp';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { listOutbox } from '../mail/outbox';
import { createOutboxWorker } from '../mail/outboxWorker';
import { createSmtpTransport } from '../mail/smtpTransport';
import { nextClientIp } from '../../tests/helpers/clientIp';

const NOW = new Date('2026-11-23T04:00:00.000Z');

const form = {
  name: 'Layla Nasser',
  email: 'layla@example.com',
  services: 'Payroll, Budgeting & Forecasting',
  message: 'We are 40 people across Dubai and Riyadh.\nCan you run payroll in both?',
  bookMeeting: true,
  selectedSlot: { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' },
};

describe.each(DIALECTS)('POST /api/contact on %s', (dialect) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        CONTACT_RATE_LIMIT: '2',
        MAIL_FROM: 'The Finance Team <hello@finance.example>',
        STAFF_EMAIL: 'staff@finance.example',
        SMTP_URL: sink.url,
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
    await sink.stop();
    await db.cleanup();
  });
  beforeEach(async () => {
    sink.clear();
    for (const table of ['contact_messages', 'outbox', 'rate_limits']) {
      await db.sequelize.query(`DELETE FROM ${table}`);
    }
  });

  const post = (body: unknown, target = app, ip = nextClientIp()) =>
    request(target.callback())
      .post('/api/contact')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const messages = () =>
    db.sequelize.query<Record<string, unknown>>('SELECT * FROM contact_messages', {
      type: QueryTypes.SELECT,
    });

  it('stores the message, queues the staff notice, then answers 201', async () => {
    const response = await post(form).expect(201);
    expect(response.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await messages();
    expect(row).toMatchObject({
      id: (response.body as { id: string }).id,
      name: 'Layla Nasser',
      email: 'layla@example.com',
      services: 'Payroll, Budgeting & Forecasting',
      message: form.message,
    });
    expect(Boolean(row?.book_meeting)).toBe(true);
    expect(new Date(row!.slot_start as string).toISOString()).toBe(form.selectedSlot.start);
    expect(new Date(row!.created_at as string).toISOString()).toBe(NOW.toISOString());

    expect(await listOutbox(db.sequelize)).toMatchObject([
      {
        recipient: 'staff@finance.example',
        reply_to: 'layla@example.com',
        // No booking of that slot exists: the site's booking call never came.
        subject: 'New enquiry from Layla Nasser (meeting NOT booked)',
        status: 'pending',
      },
    ]);
  });

  it('delivers a staff notice carrying every field', async () => {
    await post(form).expect(201);
    const worker = createOutboxWorker({
      sequelize: db.sequelize,
      transport: createSmtpTransport(sink.url, db.config.mail.from),
      config: db.config.outbox,
      logger: silentLogger,
      now: () => NOW,
    });
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    await worker.stop();

    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toMatchObject({ value: [{ address: 'staff@finance.example' }] });
    expect(mail?.replyTo?.value).toEqual([{ name: '', address: 'layla@example.com' }]);
    for (const expected of [
      'Layla Nasser',
      'layla@example.com',
      'Payroll, Budgeting & Forecasting',
      'Meeting requested: Yes',
      'Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)',
      '11:30–12:00 UTC',
      'Can you run payroll in both?',
    ]) {
      expect(mail?.text).toContain(expected);
    }
    expect(mail?.html).toContain('Layla Nasser');
  });

  it('keeps the message when the mail server is down', async () => {
    const down = await openTestDatabase(dialect, {
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
    });
    try {
      const offline = createApp({
        config: down.config,
        sequelize: down.sequelize,
        logger: silentLogger,
        now: () => NOW,
      });
      await post(form, offline).expect(201);
      const worker = createOutboxWorker({
        sequelize: down.sequelize,
        transport: createSmtpTransport(down.config.mail.smtpUrl!, down.config.mail.from),
        config: down.config.outbox,
        logger: silentLogger,
        now: () => NOW,
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
      await worker.stop();

      const stored = await down.sequelize.query('SELECT name, email FROM contact_messages', {
        type: QueryTypes.SELECT,
      });
      expect(stored).toEqual([{ name: 'Layla Nasser', email: 'layla@example.com' }]);
      expect(await listOutbox(down.sequelize)).toMatchObject([
        { status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') },
      ]);
    } finally {
      await down.cleanup();
    }
  });

  it('accepts a message without a meeting, services or text', async () => {
    await post({
      ...form,
      services: '',
      message: '',
      bookMeeting: false,
      selectedSlot: null,
    }).expect(201);
    const [row] = await messages();
    expect(row).toMatchObject({ services: '', message: '', slot_start: null, slot_end: null });
  });

  it('answers 400 with a message per field, and stores nothing', async () => {
    const response = await post({ ...form, name: ' ', email: 'layla.example.com' }).expect(400);
    expect(response.body).toMatchObject({
      error: 'Please enter your name',
      fields: { name: ['Please enter your name'], email: ['Please enter a valid email address'] },
    });
    await post('not json at all').expect(415);
    expect(await messages()).toEqual([]);
    expect(await listOutbox(db.sequelize)).toEqual([]);
  });

  /** NUL broke SQLite's statement (500); the others reach staff e-mail subjects. */
  const FORBIDDEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u202e', '\u2066', '\ud800'];

  it.each(['name', 'services', 'message'])(
    'answers 400 naming %s for a control, bidi or broken character, and stores nothing',
    async (field) => {
      for (const character of FORBIDDEN) {
        const value = `${form[field as 'name']}${character}x`;
        const response = await post({ ...form, [field]: value });
        expect({ character, status: response.status }).toEqual({ character, status: 400 });
        expect(response.body).toMatchObject({
          error: 'Contains a character that is not allowed',
          fields: { [field]: ['Contains a character that is not allowed'] },
        });
      }
      expect(await messages()).toEqual([]);
      expect(await listOutbox(db.sequelize)).toEqual([]);
    },
  );

  it('keeps line breaks and tabs in the message but not in the name or services', async () => {
    await post({ ...form, message: 'Line one\r\n\tLine two' }).expect(201);
    await post({ ...form, name: 'Layla\nBcc: x@evil.example' }).expect(400);
    await post({ ...form, services: 'Payroll\tTax' }).expect(400);
    expect(await messages()).toHaveLength(1);
  });

  it.each<[string, { start: string; end: string }, RegExp]>([
    [
      'in year 9999',
      { start: '9999-12-31T05:00:00.000Z', end: '9999-12-31T05:30:00.000Z' },
      /days ahead/,
    ],
    [
      'ending before it starts',
      { start: '2026-11-24T12:00:00.000Z', end: '2026-11-24T11:30:00.000Z' },
      /minutes long/,
    ],
    [
      'with offsets 26 hours apart',
      { start: '2026-11-24T15:30:00+14:00', end: '2026-11-24T14:00:00-12:00' },
      /minutes long/,
    ],
    [
      'in the past',
      { start: '2026-11-21T05:00:00.000Z', end: '2026-11-21T05:30:00.000Z' },
      /passed/,
    ],
    [
      'off the grid',
      { start: '2026-11-24T05:10:00.000Z', end: '2026-11-24T05:40:00.000Z' },
      /start every/,
    ],
    [
      'on the day off',
      { start: '2026-11-29T05:00:00.000Z', end: '2026-11-29T05:30:00.000Z' },
      /day off/,
    ],
  ])(
    'answers 400 for a requested meeting %s, as booking would, and stores nothing',
    async (_what, selectedSlot, message) => {
      const response = await post({ ...form, selectedSlot }).expect(400);
      expect(response.body).toMatchObject({
        error: expect.stringMatching(message),
        fields: { selectedSlot: [expect.stringMatching(message)] },
      });
      expect(await messages()).toEqual([]);
      expect(await listOutbox(db.sequelize)).toEqual([]);
    },
  );

  it('leaves out a slot sent without bookMeeting', async () => {
    const selectedSlot = { start: '9999-12-31T05:00:00.000Z', end: '9999-12-31T05:30:00.000Z' };
    await post({ ...form, bookMeeting: false, selectedSlot }).expect(201);
    const [row] = await messages();
    expect(row).toMatchObject({ slot_start: null, slot_end: null });
    const [mail] = await listOutbox(db.sequelize);
    expect(mail?.body_text).not.toContain('10000');
    expect(mail?.body_text).not.toContain('9999');
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const response = await post({ ...form, website: 'http://spam.example' }).expect(201);
    expect(response.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // Even an otherwise invalid bot submission learns nothing from a 400.
    await post({ website: 'http://spam.example', email: 'nope' }).expect(201);
    expect(await messages()).toEqual([]);
    expect(await listOutbox(db.sequelize)).toEqual([]);
  });

  it('answers 429 with a clear message once a visitor has used up the limit', async () => {
    const ip = '198.51.100.9';
    await post(form, app, ip).expect(201);
    await post(form, app, ip).expect(201);
    const limited = await post(form, app, ip).expect(429);
    expect(limited.body).toMatchObject({
      error: 'Too many messages from your network. Please try again in a few minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messages()).toHaveLength(2);
    await post(form, app, '198.51.100.10').expect(201);
  });
  it('records the language of the page the message came from, English when not given', async () => {
    await post({ ...form, email: 'arabic@example.com', language: 'ar' }).expect(201);
    await post({ ...form, email: 'older@example.com' }).expect(201);
    const rows = await db.sequelize.query<{ email: string; language: string }>(
      'SELECT email, language FROM contact_messages ORDER BY email',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([
      { email: 'arabic@example.com', language: 'ar' },
      { email: 'older@example.com', language: 'en' },
    ]);
    const notices = await listOutbox(db.sequelize);
    expect(notices.find((row) => row.reply_to === 'arabic@example.com')?.body_text).toMatch(
      /Language: +Arabic/,
    );
    expect(notices.find((row) => row.reply_to === 'older@example.com')?.body_text).not.toMatch(
      /Language:/,
    );
  });

  it('refuses a language the site does not have with a 400 naming the field', async () => {
    const response = await post({ ...form, language: 'fr' }).expect(400);
    expect(response.body).toMatchObject({
      error: "Expected one of the site's languages: en, ar",
      fields: { language: ["Expected one of the site's languages: en, ar"] },
    });
    expect(await messages()).toEqual([]);
  });
});
