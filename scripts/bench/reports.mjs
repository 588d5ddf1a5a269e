// Leads report benchmark: seeds 100,000 enquiries over five years (sources, campaigns, landing
// pages, services, languages and outcomes spread as a marketing site's would be; about 40% with a
// meeting, some cancelled) in bulk into a throwaway MariaDB (started as the test stack starts it,
// tests/stack/services/mariadb.ts, or the server at BENCH_MYSQL_URL), starts the compiled BFF on
// it, signs in as an admin and times GET /api/staff/reports over HTTP, one request at a time: the
// last 30 days by week, the last year by month, and the whole five years by month and by week.
// Budget: p95 within 300 ms for every case. Prints the query plans of the report's statements.
//   npm run bench:reports
//   node scripts/bench/reports.mjs [--db mysql|sqlite] [--rows 100000] [--runs 30]
import { parseArgs } from 'node:util';
import {
  assertBuiltBff,
  bffModule,
  machine,
  onSeededServers,
  round,
  timed,
} from './benchServer.mjs';
import { checkBudget, reportBudgets } from './budgets.mjs';
import { seedLeads } from './reportsSeed.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'mysql' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const BUDGET_MS = 300;
const DAY = 86_400_000;

assertBuiltBff('reports/leadCounts.js');
const { sqlDateTime } = bffModule('db/sqlDateTime');
const { countLeadDays } = bffModule('reports/leadCounts');
const { ENQUIRY_MEETING_SQL } = bffModule('meetings/store/index');

/** yyyy-MM-dd of `date` moved by `days`, in Dubai (the default business zone, UTC+4). */
const dubaiDay = (date, days = 0) =>
  new Date(date.getTime() + 4 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

/**
 * The leads seeded, then the roll-up as a running install has it: every closed day counted (once,
 * at its first report). Timed apart: it is the one-off cost of an install that upgrades.
 */
async function seed(sequelize) {
  const now = new Date();
  const seconds = await seedLeads(sequelize, now, ROWS, sqlDateTime);
  const countStarted = Date.now();
  await countLeadDays(sequelize, {
    from: dubaiDay(now, -(5 * 365)),
    through: dubaiDay(now, -1),
    timeZone: 'Asia/Dubai',
  });
  return { now, seconds, countSeconds: (Date.now() - countStarted) / 1000 };
}

async function measure(base, cookie, now, label) {
  const today = dubaiDay(now);
  const cases = [
    ['last 30 days by week', -29, 'week'],
    ['last year by month', -364, 'month'],
    ['five years by month', -(5 * 365 - 3), 'month'],
    ['five years by week', -(5 * 365 - 3), 'week'],
  ];
  const results = [];
  for (const [name, days, interval] of cases) {
    const from = dubaiDay(now, days);
    const path = `/api/staff/reports?from=${from}&to=${today}&interval=${interval}`;
    const { p50, p95, last } = await timed(RUNS, async () => {
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
  return results;
}

/** How the database reads the roll-up for five years, and the meetings still to come. */
async function explain(sequelize) {
  const mysql = sequelize.getDialect() === 'mysql';
  const statements = [
    `SELECT dimension, label, medium, SUM(enquiries) FROM lead_counts
      WHERE dimension IN ('source', 'campaign', 'landingPath', 'service', 'language')
        AND ((span = 'm' AND day >= '2000-01-01' AND day <= '2100-01-01')
          OR (span = 'd' AND day >= '2000-01-01' AND day <= '2000-01-31'))
      GROUP BY dimension, label, medium`,
    // The meetings' join and filter come from their store, as the report takes them.
    `SELECT e.source FROM enquiries e ${ENQUIRY_MEETING_SQL.join(false)}
      WHERE e.received_at >= '2000-01-01' AND e.received_at < '2100-01-01'
        AND ${ENQUIRY_MEETING_SQL.filters.upcoming}`,
  ];
  for (const sql of statements) {
    const rows = await sequelize.query(`${mysql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, {
      replacements: { now: '2000-01-01' },
      type: 'SELECT',
    });
    console.table(
      rows.map((row) =>
        mysql
          ? { table: row.table, type: row.type, key: row.key, rows: row.rows, Extra: row.Extra }
          : { plan: row.detail },
      ),
    );
  }
}

await onSeededServers(
  values.db,
  'reports',
  { seed },
  async ({ label, sequelize, base, cookie, seeded }) => {
    console.log(
      `\n${label}: ${ROWS} enquiries seeded in ${seeded.seconds.toFixed(1)} s, their days ` +
        `counted in ${seeded.countSeconds.toFixed(1)} s; one request at a time (${machine()})`,
    );
    console.table(await measure(base, cookie, seeded.now, label));
    await explain(sequelize);
  },
);
process.exitCode = reportBudgets() ? 0 : 1;
