// API throughput benchmark: starts the compiled BFF on SQLite with the demo posts, on a free
// 127.0.0.1 port, and loads GET /api/health and GET /api/posts with autocannon (50 connections,
// 10 s each) in the same run, so the two figures compare like with like. The server is stopped
// by its PID and its data directory removed.
//   npm run bench:api
//   node scripts/bench/api.mjs [--connections 50] [--duration 10]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkBudget, reportBudgets } from './budgets.mjs';

const bffDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bff');
const serverEntry = join(bffDir, 'dist', 'server.js');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

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

function startServer(port, dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // One log line per request would measure the logger, not the API.
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
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

if (!existsSync(serverEntry)) {
  console.error('bff/dist is missing: run `npm run build:bff` first.');
  process.exit(1);
}

const port = await freePort();
const dataDir = await mkdtemp(join(os.tmpdir(), 'bff-bench-'));
const server = await startServer(port, dataDir);
const base = `http://127.0.0.1:${port}`;
try {
  const posts = await (await fetch(`${base}/api/posts`)).json();
  console.log(
    `BFF pid ${server.pid} on ${base}, SQLite, ${posts.length} seeded posts; ` +
      `${connections} connections, ${duration} s per route (Node ${process.version}, ` +
      `${os.cpus().length} CPUs)`,
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
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
