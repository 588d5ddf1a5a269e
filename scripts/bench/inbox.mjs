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
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bffDist = join(root, 'bff', 'dist');
const require = createRequire(import.meta.url);
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
const WARM_UP = 3;
const DEEP_PAGES = 20;
const SEARCH = 'haddad';

if (!existsSync(join(bffDist, 'server.js'))) {
  console.error('bff/dist is missing: run `npm run build:bff`.');
  process.exit(1);
}
const { createSequelize } = require(join(bffDist, 'db', 'sequelize.js'));
const { parseDatabaseUrl } = require(join(bffDist, 'db', 'databaseUrl.js'));
const { runMigrations } = require(join(bffDist, 'db', 'migrator.js'));
const { sqlDateTime } = require(join(bffDist, 'db', 'sqlDateTime.js'));
const { silentLogger } = require(join(bffDist, 'log', 'logger.js'));
const { createUser } = require(join(bffDist, 'users', 'service.js'));
const { searchTextOf } = require(join(bffDist, 'inbox', 'search.js'));
const { listStatement, countStatement } = require(join(bffDist, 'inbox', 'inboxQueries.js'));

/** The test stack's MariaDB helpers, TypeScript, read through ts-node (a root devDependency). */
function mariaDbHelpers() {
  require('ts-node').register({
    transpileOnly: true,
    swc: true,
    compilerOptions: { module: 'commonjs', moduleResolution: 'node' },
  });
  return require(join(root, 'tests', 'stack', 'services', 'mariadb.ts'));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Seeding: plausible enquiries, written many rows per INSERT.

const FIRST = [
  'Layla',
  'Omar',
  'Sara',
  'Yusuf',
  'Mariam',
  'Khalid',
  'Noor',
  'James',
  'Priya',
  'Chen',
  'Fatima',
  'Ahmed',
  'Hana',
  'Daniel',
  'Aisha',
  'Zoë',
  'ليلى',
  'عمر',
  'مريم',
  'خالد',
];
const LAST = [
  'Nasser',
  'Haddad',
  'Al-Hassan',
  'Khan',
  'Rahman',
  'Smith',
  'Patel',
  'Wong',
  'Saleh',
  'Farouk',
  'Mansour',
  'Okafor',
  'ناصر',
  'حداد',
  'الحسن',
  'منصور',
];
const SERVICES = [
  'Accounting',
  'Payables & Receivables',
  'Payroll',
  'Budgeting & Forecasting',
  'KPI Dashboards',
  'Employee Equity',
  'Fundraising Support',
];
const WORDS = (
  'we are a growing startup in dubai and riyadh looking for help with our monthly ' +
  'payroll bookkeeping vat returns and investor reporting please call us next week about ' +
  'pricing for the accelerator package our team is forty people across two entities'
).split(' ');
const STATUSES = [
  ['new', 0.2],
  ['in_progress', 0.15],
  ['done', 0.55],
  ['spam', 0.1],
];
const TIME_ZONES = ['Asia/Dubai', 'Asia/Riyadh', 'Europe/London', 'America/New_York', null];

/** A seeded generator: every run seeds the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const SPAN_DAYS = 730;

async function seed(sequelize, now) {
  const rnd = random(42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const at = (date) => sqlDateTime(sequelize, date);
  const start = Date.now();
  // A booked meeting holds its start under a unique key: each gets a minute of its own (40,000
  // meetings are more than two years of half hours; overlaps do not matter to the list).
  const usedStarts = new Set();
  const BATCH = 1_000;
  let meetings = 0;
  for (let from = 0; from < ROWS; from += BATCH) {
    const enquiries = [];
    const bookings = [];
    for (let n = from; n < Math.min(ROWS, from + BATCH); n += 1) {
      // Newest last: row n arrived (ROWS - n) steps back over two years.
      const received = new Date(
        now.getTime() - ((ROWS - n) / ROWS) * SPAN_DAYS * DAY - rnd() * 60_000,
      );
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const email = `${name.replace(/[^a-z]/gi, '').toLowerCase() || 'visitor'}${n}@client.example`;
      const message =
        rnd() < 0.3
          ? ''
          : Array.from({ length: 10 + Math.floor(rnd() * 40) }, () => pick(WORDS)).join(' ');
      const services = SERVICES.filter(() => rnd() < 0.25).join(', ');
      let r = rnd();
      const status = STATUSES.find(([, share]) => (r -= share) < 0)?.[0] ?? 'done';
      const id = randomUUID();
      let bookingId = null;
      if (rnd() < 0.4) {
        bookingId = randomUUID();
        meetings += 1;
        // One to fourteen days after the enquiry, as the booking rules allow.
        let slot = Math.ceil((received.getTime() + (1 + rnd() * 13) * DAY) / 60_000) * 60_000;
        while (usedStarts.has(slot)) slot += 60_000;
        usedStarts.add(slot);
        const cancelled = rnd() < 0.12;
        bookings.push([
          bookingId,
          at(new Date(slot)),
          at(new Date(slot + 1_800_000)),
          cancelled ? null : at(new Date(slot)),
          email,
          email,
          name,
          message,
          pick(TIME_ZONES),
          cancelled ? 'cancelled' : 'booked',
          at(received),
          at(received),
        ]);
      }
      enquiries.push([
        id,
        at(received),
        status,
        name,
        email,
        services,
        message,
        searchTextOf({ name, email, message }),
        bookingId,
        at(received),
      ]);
    }
    await sequelize.transaction(async (transaction) => {
      await sequelize.query(
        `INSERT INTO enquiries (id, received_at, status, name, email, services, message,
           search_text, booking_id, updated_at)
         VALUES ${enquiries.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        { replacements: enquiries.flat(), transaction },
      );
      if (bookings.length > 0) {
        await sequelize.query(
          `INSERT INTO bookings (id, start_utc, end_utc, held_start, attendee_email, attendee_key,
             client_name, description, visitor_tz, status, sequence, created_at, updated_at)
           VALUES ${bookings.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)').join(', ')}`,
          { replacements: bookings.flat(), transaction },
        );
      }
    });
  }
  if (sequelize.getDialect() === 'mysql') {
    await sequelize.query('ANALYZE TABLE enquiries, bookings');
  } else {
    await sequelize.query('ANALYZE');
  }
  return { meetings, seconds: (Date.now() - start) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// The server and the measurements.

function startServer(port, dataDir, databaseUrl) {
  const heap = values['server-heap-mb'];
  const flags = heap === undefined ? [] : [`--max-old-space-size=${Number(heap)}`];
  const child = spawn(process.execPath, [...flags, join(bffDist, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The outbox and reminder workers stay idle: nothing is due.
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited early (code ${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Listening on')) resolve(child);
    });
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(child.pid, 'SIGTERM');
  });
}

/** Peak resident memory of a process so far (Linux), in MB; null elsewhere. */
function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(runs, request) {
  for (let n = 0; n < Math.min(WARM_UP, runs); n += 1) await request();
  const times = [];
  let last;
  for (let n = 0; n < runs; n += 1) {
    const begun = process.hrtime.bigint();
    last = await request();
    times.push(Number(process.hrtime.bigint() - begun) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
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

const round = (ms) => Math.round(ms * 10) / 10;

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

async function bench(label, databaseUrl) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bff-bench-inbox-'));
  const url = databaseUrl ?? `sqlite:${join(dataDir, 'app.sqlite')}`;
  const sequelize = createSequelize(parseDatabaseUrl(url, dataDir), { logger: silentLogger });
  let server;
  try {
    await runMigrations(sequelize, silentLogger);
    const now = new Date();
    const seeded = await seed(sequelize, now);
    await createUser(sequelize, {
      username: 'bench-admin',
      password: 'bench-inbox-password-1',
      role: 'admin',
    });
    const port = await freePort();
    server = await startServer(port, dataDir, url);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-inbox-password-1' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    console.log(
      `\n${label}: ${ROWS} enquiries (${seeded.meetings} with a meeting) seeded in ` +
        `${seeded.seconds.toFixed(1)} s; BFF pid ${server.pid} on ${base}; one request at a time ` +
        `(Node ${process.version}, ${os.cpus().length} CPUs)` +
        (values['server-heap-mb'] ? `; BFF heap capped at ${values['server-heap-mb']} MB` : ''),
    );
    console.table(await measure(base, cookie));
    const rss = peakRssMb(server.pid);
    if (rss !== null) console.log(`BFF peak resident memory after the exports: ${rss} MB`);
    await explain(sequelize, now);
  } finally {
    if (server) await stop(server);
    await sequelize.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const which = values.db;
if (!['sqlite', 'mysql', 'both'].includes(which)) {
  console.error('--db is sqlite, mysql or both');
  process.exit(2);
}
if (which !== 'mysql') await bench('SQLite', null);
if (which !== 'sqlite') {
  const { startMariaDb, createMySqlDatabase, dropMySqlDatabase } = mariaDbHelpers();
  const given = process.env.BENCH_MYSQL_URL;
  const mariadb = given ? null : await startMariaDb();
  const rootUrl = given ?? mariadb.rootUrl;
  const name = `bench_inbox_${process.pid}`;
  try {
    await bench(
      given ? `MySQL at ${new URL(rootUrl).host}` : 'MariaDB (throwaway)',
      await createMySqlDatabase(rootUrl, name),
    );
  } finally {
    await dropMySqlDatabase(rootUrl, name).catch(() => undefined);
    if (mariadb) await mariadb.stop();
  }
}
