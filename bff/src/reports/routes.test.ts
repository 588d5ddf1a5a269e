import { parse } from 'csv-parse/sync';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { API_PATHS } from '@app/contract/paths';
import {
  REPORT_FUTURE_MESSAGE,
  REPORT_REVERSED_MESSAGE,
  REPORT_TOO_LONG_MESSAGE,
  reportSearchParams,
  type LeadsReport,
} from '@app/contract/reports';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { clearInbox, seedEnquiries, type SeedEnquiry } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';

/** Monday 23 November 2026, 08:00 in Dubai (the business zone, UTC+4). */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const dubai = (local: string) => new Date(`${local}+04:00`);

interface Lead {
  source?: string;
  medium?: string;
  campaign?: string;
  landing?: string;
  language?: 'en' | 'ar';
  outcome?: 'open' | 'won' | 'lost' | 'not_a_fit';
}

/** The fixtures, counted by hand in the expectations below. */
const FIXTURES: Array<SeedEnquiry & Lead> = [
  {
    // e1: held (past, not cancelled), won.
    receivedAt: dubai('2026-10-05T10:00:00'),
    services: 'Payroll, Tax',
    meeting: { start: dubai('2026-10-07T10:00:00') },
    source: 'linkedin',
    medium: 'paid_social',
    campaign: 'vat-ramadan',
    landing: '/blog/vat-guide',
    outcome: 'won',
  },
  {
    // e2: booked then cancelled, lost; Arabic page.
    receivedAt: dubai('2026-10-20T12:00:00'),
    services: 'Payroll',
    meeting: { start: dubai('2026-10-22T10:00:00'), status: 'cancelled' },
    source: 'linkedin',
    medium: 'paid_social',
    campaign: 'vat-ramadan',
    landing: '/blog/vat-guide',
    language: 'ar',
    outcome: 'lost',
  },
  {
    // e3: booked, still to come.
    receivedAt: dubai('2026-11-02T09:00:00'),
    meeting: { start: dubai('2026-11-25T10:00:00') },
    source: 'google',
    medium: 'cpc',
    landing: '/services',
  },
  {
    // e4: no attribution, no meeting, won; Arabic page.
    receivedAt: dubai('2026-11-10T16:00:00'),
    services: 'Tax',
    language: 'ar',
    outcome: 'won',
  },
  {
    // Before the period by half an hour in Dubai (though the same UTC day as the next one).
    receivedAt: dubai('2026-09-30T23:30:00'),
    source: 'linkedin',
    medium: 'paid_social',
  },
  {
    // e6: the period's first half hour in Dubai, still 30 September in UTC.
    receivedAt: dubai('2026-10-01T00:30:00'),
    services: 'Tax',
    source: 'newsletter',
    medium: 'email',
  },
];

const counts = (enquiries: number, meetingsBooked: number, meetingsHeld: number, won: number) => ({
  enquiries,
  meetingsBooked,
  meetingsHeld,
  won,
});

describe.each(DIALECTS)('the leads report on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let layla: Agent;
  let omar: Agent;

  beforeAll(async () => {
    db = await openTestDatabase(dialect, { env: { SESSION_IDLE_MINUTES: '10080' } });
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    layla = await signedIn(app, 'layla');
    omar = await signedIn(app, 'omar');
    await clearInbox(db.sequelize);
    const ids = await seedEnquiries(db.sequelize, FIXTURES);
    for (const [n, lead] of FIXTURES.entries()) {
      await db.sequelize.query(
        `UPDATE enquiries SET source = :source, medium = :medium, campaign = :campaign,
           landing_path = :landing, language = :language, outcome = :outcome WHERE id = :id`,
        {
          replacements: {
            id: ids[n],
            source: lead.source ?? null,
            medium: lead.medium ?? null,
            campaign: lead.campaign ?? null,
            landing: lead.landing ?? null,
            language: lead.language ?? 'en',
            outcome: lead.outcome ?? 'open',
          },
        },
      );
    }
  });
  afterAll(async () => {
    await db.cleanup();
  });

  const report = async (agent: Agent, query: { from: string; to: string; interval?: string }) =>
    (await agent.get(`${API_PATHS.staffReports}${reportSearchParams(query)}`).expect(200))
      .body as LeadsReport;

  it('counts enquiries, meetings booked and held, and won, per breakdown and month', async () => {
    const body = await report(omar, { from: '2026-10-01', to: '2026-11-23' });
    expect(body).toEqual({
      from: '2026-10-01',
      to: '2026-11-23',
      interval: 'month',
      timeZone: 'Asia/Dubai',
      totals: counts(5, 3, 1, 2),
      breakdowns: {
        source: [
          { key: 'linkedin', medium: 'paid_social', ...counts(2, 2, 1, 1) },
          { key: 'google', medium: 'cpc', ...counts(1, 1, 0, 0) },
          { key: 'newsletter', medium: 'email', ...counts(1, 0, 0, 0) },
          { key: null, medium: null, ...counts(1, 0, 0, 1) },
        ],
        campaign: [
          { key: null, ...counts(3, 1, 0, 1) },
          { key: 'vat-ramadan', ...counts(2, 2, 1, 1) },
        ],
        landingPath: [
          { key: '/blog/vat-guide', ...counts(2, 2, 1, 1) },
          { key: null, ...counts(2, 0, 0, 1) },
          { key: '/services', ...counts(1, 1, 0, 0) },
        ],
        service: [
          { key: 'Tax', ...counts(3, 1, 1, 2) },
          { key: 'Payroll', ...counts(2, 2, 1, 1) },
          { key: null, ...counts(1, 1, 0, 0) },
        ],
        language: [
          { key: 'en', ...counts(3, 2, 1, 1) },
          { key: 'ar', ...counts(2, 1, 0, 1) },
        ],
      },
      trend: [
        { start: '2026-10-01', ...counts(3, 2, 1, 1) },
        { start: '2026-11-01', ...counts(2, 1, 0, 1) },
      ],
    });
  });

  it('gives a weekly trend from Monday, empty weeks at zero', async () => {
    const body = await report(layla, { from: '2026-11-01', to: '2026-11-15', interval: 'week' });
    expect(body.totals).toEqual(counts(2, 1, 0, 1));
    expect(body.trend).toEqual([
      { start: '2026-10-26', ...counts(0, 0, 0, 0) },
      { start: '2026-11-02', ...counts(1, 1, 0, 0) },
      { start: '2026-11-09', ...counts(1, 0, 0, 1) },
    ]);
  });

  it.each([
    [
      'a reversed period',
      { from: '2026-11-02', to: '2026-11-01' },
      { from: [REPORT_REVERSED_MESSAGE] },
    ],
    [
      'a period ending tomorrow',
      { from: '2026-11-01', to: '2026-11-24' },
      { to: [REPORT_FUTURE_MESSAGE] },
    ],
    [
      'a period over five years',
      { from: '2021-11-23', to: '2026-11-23' },
      { to: [REPORT_TOO_LONG_MESSAGE] },
    ],
    [
      'a date that is not one',
      { from: '2026-02-30', to: '2026-11-01' },
      { from: [expect.any(String)] },
    ],
    [
      'an unknown interval',
      { from: '2026-11-01', to: '2026-11-02', interval: 'day' },
      { interval: [expect.any(String)] },
    ],
  ])('answers 400 naming the field for %s', async (_case, query, fields) => {
    const response = await omar
      .get(`${API_PATHS.staffReports}${reportSearchParams(query)}`)
      .expect(400);
    expect(response.body).toMatchObject({ fields });
  });

  it('takes five years to the day', async () => {
    const body = await report(omar, { from: '2021-11-24', to: '2026-11-23', interval: 'month' });
    expect(body.totals).toEqual(counts(6, 3, 1, 2));
    expect(body.trend).toHaveLength(61);
  });

  it('lets only an admin export, as CSV with the same numbers, and audits it', async () => {
    const query = reportSearchParams({ from: '2026-10-01', to: '2026-11-23' });
    await omar.get(`${API_PATHS.staffReportsExport}${query}`).expect(403);
    await request(app.callback()).get(`${API_PATHS.staffReports}${query}`).set(XHR).expect(401);
    const response = await layla.get(`${API_PATHS.staffReportsExport}${query}`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(response.text, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(records[0]).toEqual({
      Breakdown: 'Total',
      Value: '',
      Medium: '',
      Enquiries: '5',
      'Meetings booked': '3',
      'Meetings held': '1',
      Won: '2',
    });
    expect(records).toContainEqual({
      Breakdown: 'Source / medium',
      Value: 'linkedin',
      Medium: 'paid_social',
      Enquiries: '2',
      'Meetings booked': '2',
      'Meetings held': '1',
      Won: '1',
    });
    expect(records.filter((record) => record.Breakdown === 'Month starting')).toHaveLength(2);
    expect(
      await db.sequelize.query(
        "SELECT actor, detail FROM audit_log WHERE event = 'report-export'",
        { type: QueryTypes.SELECT },
      ),
    ).toEqual([{ actor: 'layla', detail: '2026-10-01 to 2026-11-23 by month' }]);
  });
});
