// What the BFF benchmarks (api.mjs, inbox.mjs, reports.mjs) share: the compiled BFF and its
// modules, a throwaway database (SQLite in a temporary folder, or a MariaDB started as the test
// stack starts it, tests/stack/services/mariadb.ts, or the server at BENCH_MYSQL_URL) migrated to
// the current schema, the server on a free 127.0.0.1 port, an admin's session, and the timing of
// one request at a time. Every server, database and folder they start is stopped and removed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bffDist = join(root, 'bff', 'dist');
const require = createRequire(import.meta.url);

/** Stops the bench unless bff/dist holds `file` (the newest module the bench needs). */
export function assertBuiltBff(file = 'server.js') {
  if (!existsSync(join(bffDist, ...file.split('/')))) {
    console.error('bff/dist is missing or stale: run `npm run build:bff`.');
    process.exit(1);
  }
}

/** A module of the compiled BFF, e.g. bffModule('db/sqlDateTime'). */
export const bffModule = (path) => require(join(bffDist, ...`${path}.js`.split('/')));

/** The test stack's MariaDB helpers, TypeScript, read through ts-node (a root devDependency). */
function mariaDbHelpers() {
  require('ts-node').register({
    transpileOnly: true,
    swc: true,
    compilerOptions: { module: 'commonjs', moduleResolution: 'node' },
  });
  return require(join(root, 'tests', 'stack', 'services', 'mariadb.ts'));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the compiled BFF on a free port; resolves once it listens. One log line per request
 * would measure the logger, so it logs warnings only.
 */
export async function startServer({ dataDir, databaseUrl, seedDemo = false, nodeFlags = [] }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, join(bffDist, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      LOG_LEVEL: 'warn',
      SEED_DEMO: String(seedDemo),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited early (code ${code})`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Listening on')) resolve();
    });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(child.pid, 'SIGTERM');
  });
}

/** A temporary folder for `run`, removed afterwards. */
export async function withDataDir(prefix, run) {
  const dataDir = await mkdtemp(join(os.tmpdir(), prefix));
  try {
    return await run(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `bench(label, databaseUrl)` on each database `which` names ('sqlite', 'mysql' or 'both'):
 * SQLite gets databaseUrl null (the bench puts it in its folder); MySQL a database of its own,
 * dropped afterwards, on a throwaway MariaDB or the server at BENCH_MYSQL_URL.
 */
export async function onDatabases(which, name, bench) {
  if (!['sqlite', 'mysql', 'both'].includes(which)) {
    console.error('--db is sqlite, mysql or both');
    process.exit(2);
  }
  if (which !== 'mysql') await bench('SQLite', null);
  if (which === 'sqlite') return;
  const { startMariaDb, createMySqlDatabase, dropMySqlDatabase } = mariaDbHelpers();
  const given = process.env.BENCH_MYSQL_URL;
  const mariadb = given ? null : await startMariaDb();
  const rootUrl = given ?? mariadb.rootUrl;
  const database = `bench_${name}_${process.pid}`;
  try {
    await bench(
      given ? `MySQL at ${new URL(rootUrl).host}` : 'MariaDB (throwaway)',
      await createMySqlDatabase(rootUrl, database),
    );
  } finally {
    await dropMySqlDatabase(rootUrl, database).catch(() => undefined);
    if (mariadb) await mariadb.stop();
  }
}

/** A Sequelize on `databaseUrl` (null: SQLite in `dataDir`), migrated; and its URL. */
export async function openDatabase(databaseUrl, dataDir) {
  const { createSequelize } = bffModule('db/sequelize');
  const { parseDatabaseUrl } = bffModule('db/databaseUrl');
  const { runMigrations } = bffModule('db/migrator');
  const { silentLogger } = bffModule('log/logger');
  const url = databaseUrl ?? `sqlite:${join(dataDir, 'app.sqlite')}`;
  const sequelize = createSequelize(parseDatabaseUrl(url, dataDir), { logger: silentLogger });
  await runMigrations(sequelize, silentLogger);
  return { sequelize, url };
}

/** Creates an admin and signs in at `base`; answers the session's Cookie header. */
export async function adminCookie(sequelize, base, username) {
  const password = `${username}-password-1`;
  await bffModule('users/service').createUser(sequelize, { username, password, role: 'admin' });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The start every seeded bench shares, on each database `which` names (onDatabases): a throwaway
 * folder and database, `seed(sequelize)` (its answer is handed on as `seeded`), the compiled BFF
 * started on them (`nodeFlags` for its Node) and an admin signed in; then
 * `run({ label, sequelize, base, cookie, server, seeded })`. The server stops, the database
 * closes and the folder goes afterwards, whatever happened.
 */
export function onSeededServers(which, name, { seed, nodeFlags = [] }, run) {
  return onDatabases(which, name, (label, databaseUrl) =>
    withDataDir(`bff-bench-${name}-`, async (dataDir) => {
      const { sequelize, url } = await openDatabase(databaseUrl, dataDir);
      let server;
      try {
        const seeded = await seed(sequelize);
        const started = await startServer({ dataDir, databaseUrl: url, nodeFlags });
        server = started.child;
        const cookie = await adminCookie(sequelize, started.base, 'bench-admin');
        await run({ label, sequelize, base: started.base, cookie, server, seeded });
      } finally {
        if (server) await stopServer(server);
        await sequelize.close();
      }
    }),
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const round = (ms) => Math.round(ms * 10) / 10;

/** Times `runs` calls of `request`, one at a time, after up to three unmeasured ones. */
export async function timed(runs, request, warmUp = 3) {
  for (let n = 0; n < Math.min(warmUp, runs); n += 1) await request();
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

/** The line every bench prints about the machine. */
export const machine = () => `Node ${process.version}, ${os.cpus().length} CPUs`;
