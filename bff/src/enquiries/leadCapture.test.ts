import { parse } from 'csv-parse/sync';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { Response } from 'superagent';
import { INBOX_CSV_COLUMNS, type EnquiryDetail, type InboxPage } from '@app/contract/inbox';
import { API_PATHS, staffEnquiryPath } from '@app/contract/paths';
import { nextClientIp } from '../../tests/helpers/clientIp';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const SLOT = { start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' };
const FIRST = {
  utm_source: 'LinkedIn',
  utm_medium: 'paid_social',
  utm_campaign: 'vat-ramadan-2027',
  referrerHost: 'www.linkedin.com',
  landingPath: '/blog/vat-guide',
  at: '2026-11-20T04:00:00.000Z',
};
const LAST = { gclid: 'Cj0KCQ-abc', landingPath: '/ar/contact', at: '2026-11-23T03:50:00.000Z' };
const HOSTILE = {
  first: {
    utm_source: 'a'.repeat(10 * 1024),
    utm_medium: '<script>alert(1)</script>',
    utm_campaign: 'spring\u0000\u001b[31m',
    utm_content: 'https://evil.example/x',
    referrerHost: 'user:secret@www.google.com',
    landingPath: '//evil.example',
    tracking_id: 'x',
    utm_term: 'kept',
  },
  last: 'not a touch',
  extra: { a: 1 },
};

const booking = (extra: Record<string, unknown> = {}) => ({
  startTime: SLOT.start,
  endTime: SLOT.end,
  attendeeEmail: 'jane@client.example',
  clientName: 'Jane Doe',
  description: 'Payroll',
  language: 'ar',
  ...extra,
});
const message = (extra: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: 'jane@client.example',
  services: 'Payroll, Tax',
  message: 'We are 40 people.',
  bookMeeting: false,
  selectedSlot: null,
  ...extra,
});

const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(DIALECTS)('where an enquiry came from, on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let omar: Agent;
  let layla: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, {
      env: {
        TRUST_PROXY: 'true',
        SCHEDULE_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        SESSION_IDLE_MINUTES: '10080',
      },
    });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    await addUser(db.sequelize, 'omar', 'moderator');
    await addUser(db.sequelize, 'layla', 'admin');
    omar = await signedIn(app, 'omar');
    layla = await signedIn(app, 'layla');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    await clearInbox(db.sequelize);
  });

  const post = (path: string, body: object) =>
    request(app.callback()).post(path).set(XHR).set('X-Forwarded-For', nextClientIp()).send(body);
  const columns = () =>
    db.sequelize.query(
      `SELECT attribution, source, medium, campaign, landing_path, language, outcome
         FROM enquiries ORDER BY received_at, language, id`,
      { type: QueryTypes.SELECT },
    );
  const only = async () => {
    const page = (await omar.get(API_PATHS.staffInbox).expect(200)).body as InboxPage;
    expect(page.items).toHaveLength(1);
    return (await omar.get(staffEnquiryPath(page.items[0]!.id)).expect(200)).body as EnquiryDetail;
  };

  it('stores both touches on the booking enquiry, and the first as its channel', async () => {
    await post(API_PATHS.schedule, booking({ attribution: { first: FIRST, last: LAST } })).expect(
      201,
    );
    expect(await columns()).toEqual([
      {
        attribution: JSON.stringify({ first: FIRST, last: LAST }),
        source: 'linkedin',
        medium: 'paid_social',
        campaign: 'vat-ramadan-2027',
        landing_path: '/blog/vat-guide',
        language: 'ar',
        outcome: 'open',
      },
    ]);
    const { enquiry } = await only();
    expect(enquiry).toMatchObject({
      attribution: { first: FIRST, last: LAST },
      language: 'ar',
      outcome: 'open',
      outcomeReason: null,
    });
  });

  it('keeps the booking touch when the message joins it, and takes the message language', async () => {
    await post(API_PATHS.schedule, booking({ attribution: { first: FIRST } })).expect(201);
    const joined = message({
      bookMeeting: true,
      selectedSlot: SLOT,
      language: 'en',
      attribution: { first: { utm_source: 'newsletter' } },
    });
    await post(API_PATHS.contact, joined).expect(201);
    expect(await columns()).toMatchObject([{ source: 'linkedin', language: 'en' }]);
  });

  it('fills the attribution from the message when the booking came without one', async () => {
    await post(API_PATHS.schedule, booking()).expect(201);
    const joined = message({ bookMeeting: true, selectedSlot: SLOT, attribution: { last: LAST } });
    await post(API_PATHS.contact, joined).expect(201);
    expect(await columns()).toMatchObject([
      { source: 'google', medium: 'cpc', campaign: null, landing_path: '/ar/contact' },
    ]);
  });

  it('takes a hostile attribution without refusing, keeping only the clean part', async () => {
    await post(API_PATHS.contact, message({ attribution: HOSTILE })).expect(201);
    await post(API_PATHS.schedule, booking({ attribution: 'x'.repeat(20_000) })).expect(201);
    const rows = await columns();
    // Same instant: the booking (Arabic page) sorts first.
    expect(rows).toEqual([
      expect.objectContaining({ attribution: null, source: null }),
      expect.objectContaining({
        attribution: JSON.stringify({ first: { utm_term: 'kept' } }),
        source: null,
        medium: null,
      }),
    ]);
    const page = (await omar.get(API_PATHS.staffInbox).expect(200)).body as InboxPage;
    for (const item of page.items) {
      const detail = await omar.get(staffEnquiryPath(item.id)).expect(200);
      expect(detail.text).not.toMatch(/script|evil|secret|\\u0000|aaaaaaaaaa/);
    }
  });

  it('stores nothing for an enquiry without attribution', async () => {
    await post(API_PATHS.contact, message()).expect(201);
    expect(await columns()).toEqual([
      {
        attribution: null,
        source: null,
        medium: null,
        campaign: null,
        landing_path: null,
        language: 'en',
        outcome: 'open',
      },
    ]);
  });

  it('exports both touches and the outcome as CSV columns', async () => {
    await post(API_PATHS.schedule, booking({ attribution: { first: FIRST, last: LAST } })).expect(
      201,
    );
    const response = await layla
      .get(API_PATHS.staffInboxExport)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const records = parse(response.body as Buffer, {
      bom: true,
      columns: true,
      record_delimiter: '\r\n',
    }) as Array<Record<(typeof INBOX_CSV_COLUMNS)[number], string>>;
    expect(Object.keys(records[0]!)).toEqual([...INBOX_CSV_COLUMNS]);
    expect(records[0]).toMatchObject({
      'Page language': 'ar',
      Outcome: 'Open',
      'Outcome reason': '',
      'First source': 'linkedin',
      'First medium': 'paid_social',
      'First campaign': 'vat-ramadan-2027',
      'First referrer': 'www.linkedin.com',
      'First landing page': '/blog/vat-guide',
      'First visit': '2026-11-20 08:00 +04:00 (Asia/Dubai)',
      'Latest source': 'google',
      'Latest medium': 'cpc',
      'Latest click id': 'Cj0KCQ-abc',
      'Latest landing page': '/ar/contact',
      'Latest visit': '2026-11-23 07:50 +04:00 (Asia/Dubai)',
    });
  });
});
