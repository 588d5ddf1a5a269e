// Leads report benchmark: seeds 100,000 enquiries over five years (sources, campaigns, landing
// pages, services, languages and outcomes spread as a marketing site's would be; about 40% with a
// meeting, some cancelled) in bulk into a throwaway MariaDB (started as the test stack starts it,
// tests/stack/services/mariadb.ts, or the server at BENCH_MYSQL_URL), starts the compiled BFF on
// it, signs in as an admin and times GET /api/staff/reports over HTTP, one request at a time: the
// last 30 days by week, the last year by month, and the whole five years by month and by week.
// Budget: p95 within 300 ms for every case. Prints the query plans of the report's statements.
//   npm run bench:reports
//   node scripts/bench/reports.mjs [--db mysql|sqlite] [--rows 100000] [--runs 30]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBudget, reportBudgets } from './budgets.mjs';
import { seedLeads } from './reportsSeed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bffDist = join(root, 'bff', 'dist');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'mysql' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const WARM_UP = 3;
const BUDGET_MS = 300;
const DAY = 86_400_000;

if (!existsSync(join(bffDist, 'reports', 'leadsReport.js'))) {
  console.error('bff/dist is missing or stale: run `npm run build:bff`.');
  process.exit(1);
}
const { createSequelize } = require(join(bffDist, 'db', 'sequelize.js'));
const { parseDatabaseUrl } = require(join(bffDist, 'db', 'databaseUrl.js'));
const { runMigrations } = require(join(bffDist, 'db', 'migrator.js'));
const { sqlDateTime } = require(join(bffDist, 'db', 'sqlDateTime.js'));
const { silentLogger } = require(join(bffDist, 'log', 'logger.js'));
const { createUser } = require(join(bffDist, 'users', 'service.js'));
const { countLeadDays } = require(join(bffDist, 'reports', 'leadCounts.js'));

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

function startServer(port, dataDir, databaseUrl) {
  const child = spawn(process.execPath, [join(bffDist, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function timed(request) {
  for (let n = 0; n < WARM_UP; n += 1) await request();
  const times = [];
  let last;
  for (let n = 0; n < RUNS; n += 1) {
    const begun = process.hrtime.bigint();
    last = await request();
    times.push(Number(process.hrtime.bigint() - begun) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}

/** yyyy-MM-dd of `date` moved by `days`, in Dubai (the default business zone, UTC+4). */
const dubaiDay = (date, days = 0) =>
  new Date(date.getTime() + 4 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

async function bench(label, databaseUrl) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bff-bench-reports-'));
  const url = databaseUrl ?? `sqlite:${join(dataDir, 'app.sqlite')}`;
  const sequelize = createSequelize(parseDatabaseUrl(url, dataDir), { logger: silentLogger });
  let server;
  try {
    await runMigrations(sequelize, silentLogger);
    const now = new Date();
    const seconds = await seedLeads(sequelize, now, ROWS, sqlDateTime);
    // The roll-up as a running install has it: every closed day counted (once, at its first
    // report). Timed apart: it is the one-off cost of an install that upgrades.
    const countStarted = Date.now();
    await countLeadDays(sequelize, {
      from: dubaiDay(now, -(5 * 365)),
      through: dubaiDay(now, -1),
      timeZone: 'Asia/Dubai',
    });
    const countSeconds = (Date.now() - countStarted) / 1000;
    await createUser(sequelize, {
      username: 'bench-admin',
      password: 'bench-reports-password-1',
      role: 'admin',
    });
    const port = await freePort();
    server = await startServer(port, dataDir, url);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-reports-password-1' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    console.log(
      `\n${label}: ${ROWS} enquiries seeded in ${seconds.toFixed(1)} s, their days counted in ` +
        `${countSeconds.toFixed(1)} s; one request at a time ` +
        `(Node ${process.version}, ${os.cpus().length} CPUs)`,
    );
    const today = dubaiDay(now);
    const cases = [
      ['last 30 days by week', dubaiDay(now, -29), 'week'],
      ['last year by month', dubaiDay(now, -364), 'month'],
      ['five years by month', dubaiDay(now, -(5 * 365 - 3)), 'month'],
      ['five years by week', dubaiDay(now, -(5 * 365 - 3)), 'week'],
    ];
    const results = [];
    for (const [name, from, interval] of cases) {
      const path = `/api/staff/reports?from=${from}&to=${today}&interval=${interval}`;
      const { p50, p95, last } = await timed(async () => {
        const response = await fetch(`${base}${path}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      });
      results.push({
        case: name,
        runs: RUNS,
        'p50 ms': round(p50),
        'p95 ms': round(p95),
        enquiries: last.totals.enquiries,
      });
      checkBudget({
        bench: 'reports',
        budget: `${label}: ${name} p95`,
        figure: round(p95),
        unit: 'ms',
        limit: BUDGET_MS,
      });
    }
    console.table(results);
    await explain(sequelize);
  } finally {
    if (server) await stop(server);
    await sequelize.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** How the database runs the widest breakdown over the whole table. */
async function explain(sequelize) {
  const mysql = sequelize.getDialect() === 'mysql';
  const rows = await sequelize.query(
    `${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} SELECT e.source, e.medium, COUNT(*),
       SUM(CASE WHEN b.status = 'booked' THEN 1 ELSE 0 END)
       FROM enquiries e LEFT JOIN bookings b ON b.id = e.booking_id
      WHERE e.received_at >= '2000-01-01' AND e.received_at < '2100-01-01'
      GROUP BY e.source, e.medium`,
    { type: 'SELECT' },
  );
  console.table(
    rows.map((row) =>
      mysql
        ? { table: row.table, type: row.type, key: row.key, rows: row.rows, Extra: row.Extra }
        : { plan: row.detail },
    ),
  );
}

if (values.db === 'sqlite') {
  await bench('SQLite', null);
} else {
  const { startMariaDb, createMySqlDatabase, dropMySqlDatabase } = mariaDbHelpers();
  const given = process.env.BENCH_MYSQL_URL;
  const mariadb = given ? null : await startMariaDb();
  const rootUrl = given ?? mariadb.rootUrl;
  const name = `bench_reports_${process.pid}`;
  try {
    await bench(
      given ? `MySQL at ${new URL(rootUrl).host}` : 'MariaDB',
      await createMySqlDatabase(rootUrl, name),
    );
  } finally {
    await dropMySqlDatabase(rootUrl, name).catch(() => undefined);
    if (mariadb) await mariadb.stop();
  }
}
process.exitCode = reportBudgets() ? 0 : 1;
