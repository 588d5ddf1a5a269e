// Staff inbox benchmark: seeds 100,000 enquiries (about 40% with a meeting, the statuses spread,
// names Latin and Arabic) in bulk, starts the compiled BFF on them on a free 127.0.0.1 port, signs
// in as an admin and times GET /api/staff/inbox over HTTP, one request at a time: the first page,
// status=new, upcoming meetings, a search, the page after following the cursor 20 times, and the
// whole CSV export. Prints p50/p95 per case, then the query plans of the list's statements.
//
// It runs on SQLite and on MariaDB: a throwaway mariadbd started as the test stack starts it
// (tests/stack/services/mariadb.ts, so `apt-get install mariadb-server`; the service need not
// run), or the server at BENCH_MYSQL_URL (a root-like URL: the bench creates and drops a database
// of its own there). Every server and directory it starts is stopped and removed.
//   npm run bench:inbox
//   node scripts/bench/inbox.mjs [--db sqlite|mysql|both] [--rows 100000] [--runs 30]
//     [--export-runs 5] [--server-heap-mb 64]
//   BENCH_MYSQL_URL=mysql://root:secret@db.example:3306/ node scripts/bench/inbox.mjs --db mysql
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  assertBuiltBff,
  bffModule,
  machine,
  onSeededServers,
  round,
  timed,
} from './benchServer.mjs';
import { seedInbox } from './inboxSeed.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    'export-runs': { type: 'string', default: '5' },
    // Caps the BFF's heap: an export that held the whole table would run out of it.
    'server-heap-mb': { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const EXPORT_RUNS = Number(values['export-runs']);
const DEEP_PAGES = 20;
const SEARCH = 'haddad';

assertBuiltBff('enquiries/search.js');
const { sqlDateTime } = bffModule('db/sqlDateTime');
const { searchTextOf } = bffModule('enquiries/search');
const { listStatement, countStatement } = bffModule('inbox/inboxQueries');

/** Peak resident memory of a process so far (Linux), in MB; null elsewhere. */
function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

async function measure(base, cookie) {
  const get = async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const page = async (query) => (await get(`/api/staff/inbox${query}`)).json();

  /** The query of page DEEP_PAGES + 1, found by following the cursor from the first page. */
  const deep = async (filter) => {
    let cursor = null;
    for (let n = 0; n < DEEP_PAGES; n += 1) {
      const query = [filter, cursor === null ? '' : `cursor=${encodeURIComponent(cursor)}`];
      cursor = (await page(`?${query.filter(Boolean).join('&')}`)).nextCursor;
    }
    return `?${[filter, `cursor=${encodeURIComponent(cursor)}`].filter(Boolean).join('&')}`;
  };
  const cases = [
    ['first page', ''],
    ['status=new', '?status=new'],
    ['kind=meeting&meetings=upcoming', '?kind=meeting&meetings=upcoming'],
    [`q=${SEARCH}`, `?q=${SEARCH}`],
    [`page ${DEEP_PAGES + 1} (cursor)`, await deep('')],
    [`status=new, page ${DEEP_PAGES + 1}`, await deep('status=new')],
  ];
  const results = [];
  for (const [name, query] of cases) {
    const { p50, p95, last } = await timed(RUNS, () => page(query));
    results.push({
      case: name,
      runs: RUNS,
      'p50 ms': round(p50),
      'p95 ms': round(p95),
      rows: last.items.length,
      total: last.total,
    });
  }
  const exported = await timed(EXPORT_RUNS, async () => {
    const body = await (await get('/api/staff/inbox/export')).arrayBuffer();
    return body.byteLength;
  });
  results.push({
    case: 'export (all rows, CSV)',
    runs: EXPORT_RUNS,
    'p50 ms': round(exported.p50),
    'p95 ms': round(exported.p95),
    rows: ROWS,
    total: `${(exported.last / 1024 / 1024).toFixed(1)} MB`,
  });
  return results;
}

/** The plans of the list's statements, as the database would run them for each case. */
async function explain(sequelize, now) {
  const mysql = sequelize.getDialect() === 'mysql';
  // Half-way down the list: a plan that walked the index from the top would show it.
  const [middle] = await sequelize.query(
    `SELECT received_at, id FROM enquiries ORDER BY received_at DESC, id DESC
      LIMIT 1 OFFSET ${Math.floor(ROWS / 2)}`,
    { type: 'SELECT' },
  );
  const after = { receivedAt: new Date(middle.received_at), id: middle.id };
  const statements = [
    ['first page', listStatement(sequelize, {}, { now, after: null, limit: 51 })],
    ['first page: count', countStatement(sequelize, {}, now)],
    ['status=new', listStatement(sequelize, { status: 'new' }, { now, after: null, limit: 51 })],
    ['status=new: count', countStatement(sequelize, { status: 'new' }, now)],
    [
      'upcoming',
      listStatement(
        sequelize,
        { kind: 'meeting', meetings: 'upcoming' },
        { now, after: null, limit: 51 },
      ),
    ],
    ['upcoming: count', countStatement(sequelize, { kind: 'meeting', meetings: 'upcoming' }, now)],
    ['search', listStatement(sequelize, { q: SEARCH }, { now, after: null, limit: 51 })],
    ['half-way page', listStatement(sequelize, {}, { now, after, limit: 51 })],
    [
      'half-way page, status=new',
      listStatement(sequelize, { status: 'new' }, { now, after, limit: 51 }),
    ],
  ];
  const plans = [];
  for (const [name, { sql, replacements }] of statements) {
    const rows = await sequelize.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, {
      replacements,
      type: 'SELECT',
    });
    for (const row of rows) {
      plans.push(
        mysql
          ? {
              case: name,
              table: row.table,
              type: row.type,
              key: row.key,
              rows: row.rows,
              Extra: row.Extra,
            }
          : { case: name, plan: row.detail },
      );
    }
  }
  console.table(plans);
}

const heap = values['server-heap-mb'];
await onSeededServers(
  values.db,
  'inbox',
  {
    seed: async (sequelize) => {
      const now = new Date();
      return { now, ...(await seedInbox(sequelize, now, ROWS, { sqlDateTime, searchTextOf })) };
    },
    nodeFlags: heap === undefined ? [] : [`--max-old-space-size=${Number(heap)}`],
  },
  async ({ label, sequelize, base, cookie, server, seeded }) => {
    console.log(
      `\n${label}: ${ROWS} enquiries (${seeded.meetings} with a meeting) seeded in ` +
        `${seeded.seconds.toFixed(1)} s; BFF pid ${server.pid} on ${base}; one request ` +
        `at a time (${machine()})` +
        (heap ? `; BFF heap capped at ${heap} MB` : ''),
    );
    console.table(await measure(base, cookie));
    const rss = peakRssMb(server.pid);
    if (rss !== null) console.log(`BFF peak resident memory after the exports: ${rss} MB`);
    await explain(sequelize, seeded.now);
  },
);
