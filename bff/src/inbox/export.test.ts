import { parse } from 'csv-parse/sync';
import { QueryTypes } from 'sequelize';
import type { Response } from 'superagent';
import {
  INBOX_CSV_COLUMNS,
  inboxSearchParams,
  type InboxFilters,
  type InboxPage,
} from '@app/contract/inbox';
import { LEAD_CSV_COLUMNS } from '@app/contract/leads';
import { API_PATHS } from '@app/contract/paths';
import { addUser, signedIn, type Agent } from '../../tests/helpers/content';
import { clearInbox, seedEnquiries, type SeedEnquiry } from '../../tests/helpers/enquiries';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { EXPORT_BATCH_SIZE } from './inboxCsv';

/** Monday 23 November 2026, 08:00 in Dubai. */
const NOW = new Date('2026-11-23T04:00:00.000Z');
const HOUR = 3_600_000;
const MINUTE = 60_000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

type CsvRecord = Record<(typeof INBOX_CSV_COLUMNS)[number], string>;

/** The body's bytes as sent (after the transfer's gzip), so the BOM and line ends can be seen. */
const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe.each(DIALECTS)('the inbox export on %s', (dialect) => {
  let db: TestDatabase;
  let layla: Agent;
  const tricky: SeedEnquiry = {
    receivedAt: hoursFromNow(-3),
    name: '=HYPERLINK("http://evil.example","Click")',
    email: '@attacker.example',
    services: 'Payroll, Tax',
    message: '-1+1\nLine "two", with a comma\r\nليلى ناصر: الرواتب',
    meeting: { start: hoursFromNow(25), visitorTz: 'Europe/London' },
  };

  beforeAll(async () => {
    db = await openTestDatabase(dialect, { env: { SESSION_IDLE_MINUTES: '10080' } });
    const app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      now: () => NOW,
    });
    await addUser(db.sequelize, 'layla', 'admin');
    layla = await signedIn(app, 'layla');
    await clearInbox(db.sequelize);
    // Past two batches, with the statuses and meetings mixed.
    const many = Array.from({ length: 2 * EXPORT_BATCH_SIZE + 123 }, (_, n) => ({
      receivedAt: new Date(hoursFromNow(-4).getTime() - Math.floor(n / 2) * MINUTE),
      name: `Visitor ${n}`,
      email: `visitor${n}@client.example`,
      status: n % 3 === 0 ? ('done' as const) : ('new' as const),
      message: n % 7 === 0 ? `Note ${n}, "quoted"` : '',
      ...(n % 4 === 0
        ? {
            meeting: {
              start: hoursFromNow(30 + n),
              status: n % 8 === 0 ? ('cancelled' as const) : ('booked' as const),
            },
          }
        : {}),
    }));
    await seedEnquiries(db.sequelize, [tricky, ...many]);
    await db.sequelize.query('DELETE FROM audit_log');
  });
  afterAll(async () => {
    await db.cleanup();
  });

  const exportOf = async (filters: InboxFilters & { cursor?: string } = {}) => {
    const response = await layla
      .get(`${API_PATHS.staffInboxExport}${inboxSearchParams(filters)}`)
      .buffer(true)
      .parse(bytes)
      .expect(200);
    const raw = response.body as Buffer;
    const records = parse(raw, {
      bom: true,
      columns: true,
      // Only CRLF ends a record: a bare LF would leave a record run on into the next.
      record_delimiter: '\r\n',
    }) as CsvRecord[];
    return { response, raw, records };
  };
  /** Every row of the list under `filters`, all pages. */
  const listed = async (filters: InboxFilters) => {
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (
        await layla
          .get(`${API_PATHS.staffInbox}${inboxSearchParams({ ...filters, cursor })}`)
          .expect(200)
      ).body as InboxPage;
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return names;
  };

  it('is UTF-8 CSV with a BOM, CRLF line ends and the header row, as an attachment', async () => {
    const { response, raw } = await exportOf();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="inbox-2026-11-23.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.subarray(3).toString('utf8').split('\r\n')[0]).toBe(INBOX_CSV_COLUMNS.join(','));
  });

  it.each<[string, InboxFilters]>([
    ['every enquiry', {}],
    ['a status', { status: 'new' }],
    ['meetings', { kind: 'meeting' }],
    ['cancelled meetings of a status', { status: 'done', meetings: 'cancelled' }],
    ['a search', { q: 'visitor1' }],
  ])('holds exactly the rows the list shows for %s, in its order', async (_what, filters) => {
    const { records } = await exportOf({ ...filters, cursor: 'ignored' });
    const names = await listed(filters);
    expect(names.length).toBeGreaterThan(0);
    // One name starts with "=": the export shows it as text.
    const plain = names.map((name) => (name.startsWith('=') ? `'${name}` : name));
    expect(records.map((record) => record.Name)).toEqual(plain);
  });

  it('writes visitor text as it is, formulas made plain, times in the business zone', async () => {
    const { records } = await exportOf({ status: 'new' });
    expect(records.find((record) => record['E-mail'] === "'@attacker.example")).toEqual({
      Received: '2026-11-23 05:00 +04:00 (Asia/Dubai)',
      Status: 'New',
      Name: `'${tricky.name!}`,
      'E-mail': "'@attacker.example",
      Services: 'Payroll, Tax',
      Message: `'${tricky.message!}`,
      Meeting: '2026-11-24 09:00–09:30 +04:00 (Asia/Dubai)',
      'Visitor time zone': 'Europe/London',
      'Meeting status': 'Booked',
      // An enquiry without attribution: its lead columns are empty but language and outcome.
      ...Object.fromEntries(LEAD_CSV_COLUMNS.map((column) => [column, ''])),
      'Page language': 'en',
      Outcome: 'Open',
    });
    expect(records.find((record) => record.Name === 'Visitor 1')).toMatchObject({
      Status: 'New',
      Meeting: '',
      'Visitor time zone': '',
      'Meeting status': '',
    });
  });

  it('is audited with its filters and its row count', async () => {
    await db.sequelize.query('DELETE FROM audit_log');
    const { records } = await exportOf({ status: 'done', q: 'visitor' });
    await layla.get(`${API_PATHS.staffInboxExport}?kind=nothing`).expect(400);
    const entries = await db.sequelize.query(
      "SELECT actor, subject, detail FROM audit_log WHERE event = 'inbox-export'",
      { type: QueryTypes.SELECT },
    );
    expect(entries).toEqual([
      {
        actor: 'layla',
        subject: null,
        detail: `status="done", q="visitor"; ${records.length} rows`,
      },
    ]);
  });
});
