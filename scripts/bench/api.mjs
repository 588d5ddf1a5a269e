// API throughput benchmark: starts the compiled BFF on SQLite with the demo posts, on a free
// 127.0.0.1 port, and loads GET /api/health and GET /api/posts with autocannon (50 connections,
// 10 s each) in the same run, so the two figures compare like with like. The server is stopped
// by its PID and its data directory removed.
//   npm run bench:api
//   node scripts/bench/api.mjs [--connections 50] [--duration 10]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { assertBuiltBff, machine, startServer, stopServer } from './benchServer.mjs';
import { checkBudget, reportBudgets } from './budgets.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

function load(url) {
  return autocannon({ url, connections, duration });
}

function summary(path, result) {
  return {
    path,
    'req/s (mean)': Math.round(result.requests.average),
    'req/s (p50)': Math.round(result.requests.p50),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    'MB/s': Number((result.throughput.average / 1024 / 1024).toFixed(2)),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

assertBuiltBff();
const dataDir = await mkdtemp(join(os.tmpdir(), 'bff-bench-'));
const { child: server, base } = await startServer({ dataDir, seedDemo: true });
try {
  const posts = await (await fetch(`${base}/api/posts`)).json();
  console.log(
    `BFF pid ${server.pid} on ${base}, SQLite, ${posts.length} seeded posts; ` +
      `${connections} connections, ${duration} s per route (${machine()})`,
  );
  const rows = [];
  for (const path of ['/api/health', '/api/posts']) {
    rows.push(summary(path, await load(`${base}${path}`)));
  }
  console.table(rows);
  const [health, list] = rows;
  checkBudget({
    bench: 'api',
    budget: 'GET /api/posts throughput, % of GET /api/health',
    figure: Math.round((list['req/s (mean)'] / health['req/s (mean)']) * 100),
    unit: '%',
    limit: 50,
    atLeast: true,
  });
  checkBudget({
    bench: 'api',
    budget: 'non-2xx answers and errors',
    figure: rows.reduce((sum, row) => sum + row.non2xx + row.errors, 0),
    unit: '',
    limit: 0,
  });
  if (!reportBudgets()) process.exitCode = 1;
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}
