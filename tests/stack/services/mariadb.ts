import { execFile } from 'node:child_process';
import { accessSync, constants, rmSync, statfsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { spawnLogged } from '../childProcess';
import { findExecutable } from '../executables';
import { freePort } from './freePort';

export interface MariaDb {
  port: number;
  pid: number;
  /** The temporary directory (data, socket, log) that stop() removes. */
  dir: string;
  /** `mysql://root@127.0.0.1:<port>/`: root, no password, TCP. Not a DATABASE_URL by itself. */
  rootUrl: string;
  /** Creates an empty utf8mb4 database and returns its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Fault tests: shuts the server down (SIGTERM) and keeps its data directory, so that resume()
   * brings the same databases back on the same port, as a database restart does.
   */
  halt(): Promise<void>;
  resume(): Promise<void>;
  /** SIGTERM, SIGKILL after a timeout, then removes the data directory. */
  stop(): Promise<void>;
  /** Synchronous last resort for `process.on('exit')`: SIGKILL and remove the directory. */
  stopNow(): void;
}

export interface MariaDbOptions {
  /** Where mariadbd's own log goes; by default inside the temporary directory. */
  logFile?: string;
  /** How long to wait for the first successful connection. */
  readyTimeoutMs?: number;
}

const run = promisify(execFile);

/**
 * The default 96 MB redo log is most of what initialising a data directory writes; a small one
 * makes start-up several times faster. Passed to both steps so the server never resizes it.
 */
const SMALL_INNODB = ['--innodb-log-file-size=8M', '--innodb-data-file-path=ibdata1:4M:autoextend'];

/**
 * A RAM-backed directory when there is room (the data directory takes about 80 MB; Docker's
 * default /dev/shm is only 64 MB), else the system temp dir.
 */
function scratchDir(): string {
  try {
    const stats = statfsSync('/dev/shm');
    if (stats.bavail * stats.bsize >= 512 * 1024 * 1024) {
      accessSync('/dev/shm', constants.W_OK);
      return '/dev/shm';
    }
  } catch {
    // no /dev/shm (macOS) or not writable
  }
  return os.tmpdir();
}

function findMariaDbProgram(name: string): string {
  try {
    return findExecutable(name);
  } catch {
    throw new Error(
      `MariaDB's "${name}" was not found (looked on PATH and in /usr/sbin, /usr/local/sbin, /sbin). ` +
        'Install the server binaries: `apt-get install mariadb-server` (the service need not run; ' +
        'the tests start their own mariadbd).',
    );
  }
}

/**
 * A throwaway MariaDB server: a fresh data directory in the system temp dir, bound to 127.0.0.1
 * on a free port, root without password over TCP. Takes about a second.
 */
export async function startMariaDb(options: MariaDbOptions = {}): Promise<MariaDb> {
  const installDb = findMariaDbProgram('mariadb-install-db');
  const mariadbd = findMariaDbProgram('mariadbd');
  // mariadbd refuses to run as root unless told to, and must not switch to a `mysql` user that
  // cannot read our temp dir; naming the current user satisfies both cases.
  const user = os.userInfo().username;

  const dir = await mkdtemp(path.join(scratchDir(), 'mariadb-'));
  const dataDir = path.join(dir, 'data');
  try {
    await run(installDb, [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--user=${user}`,
      // root@localhost/127.0.0.1 with an empty password instead of unix_socket authentication.
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
      ...SMALL_INNODB,
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const output = error instanceof Error ? `${error.message}` : String(error);
    throw new Error(`mariadb-install-db failed:\n${output}`);
  }

  const port = await freePort();
  const logFile = options.logFile ?? path.join(dir, 'mariadbd.log');
  const spawnServer = () =>
    spawnLogged(
      'mariadbd',
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${path.join(dir, 'mariadbd.sock')}`,
        `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--user=${user}`,
        '--skip-name-resolve',
        '--skip-log-bin',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        // Every jest worker opens its own pools against one server.
        '--max-connections=1000',
        // Durability is worthless for a server deleted after the run; speed is not.
        '--innodb-flush-log-at-trx-commit=0',
        '--innodb-doublewrite=0',
        '--innodb-buffer-pool-size=64M',
        '--performance-schema=OFF',
        ...SMALL_INNODB,
      ],
      { logFile },
    );
  let child = spawnServer();

  const removeDir = () => rm(dir, { recursive: true, force: true });
  const rootUrl = `mysql://root@127.0.0.1:${port}/`;
  try {
    await waitUntilReady(rootUrl, child, options.readyTimeoutMs ?? 30_000);
  } catch (error) {
    await child.stop('SIGKILL', 5_000);
    await removeDir();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  return {
    port,
    get pid() {
      return child.pid;
    },
    dir,
    rootUrl,
    createDatabase: (name) => createMySqlDatabase(rootUrl, name),
    halt: () => child.stop('SIGTERM', 30_000),
    resume: async () => {
      if (!child.hasExited()) return;
      child = spawnServer();
      await waitUntilReady(rootUrl, child, options.readyTimeoutMs ?? 30_000);
    },
    stop: () => {
      stopped ??= child.stop('SIGTERM', 10_000).finally(removeDir);
      return stopped;
    },
    stopNow: () => {
      child.signalNow('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(
  rootUrl: string,
  child: ReturnType<typeof spawnLogged>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for (;;) {
    if (child.hasExited()) {
      throw new Error(`mariadbd exited during start-up. Log ${child.logFile}:\n${child.logTail()}`);
    }
    try {
      const connection = await mysql.createConnection({ uri: rootUrl, connectTimeout: 1_000 });
      await connection.ping();
      await connection.end();
      return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `mariadbd did not accept connections within ${timeoutMs} ms (last: ${last}). ` +
          `Log ${child.logFile}:\n${child.logTail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Creates database `name` on the server behind `rootUrl` and returns its URL. Works from any
 * process that knows the URL (jest workers get it as TEST_MYSQL_URL).
 */
export async function createMySqlDatabase(rootUrl: string, name: string): Promise<string> {
  if (!/^\w{1,64}$/.test(name)) {
    throw new Error(`database name must be 1-64 letters, digits or underscores: "${name}"`);
  }
  const connection = await mysql.createConnection({ uri: rootUrl });
  try {
    await connection.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await connection.end();
  }
  const url = new URL(rootUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A database name that no other test file or worker will pick. */
export function uniqueDatabaseName(prefix = 'test'): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${random}`.slice(0, 64);
}

/** Drops database `name` if it exists (tests clean up after themselves on a shared server). */
export async function dropMySqlDatabase(rootUrl: string, name: string): Promise<void> {
  if (!/^\w{1,64}$/.test(name)) throw new Error(`not a database name: "${name}"`);
  const connection = await mysql.createConnection({ uri: rootUrl });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
}

/** The root URL that jest-global-setup exported; a clear message when run outside jest. */
export function testMySqlRootUrl(): string {
  const url = process.env.TEST_MYSQL_URL;
  if (!url) {
    throw new Error(
      'TEST_MYSQL_URL is not set: run through jest (its global setup starts MariaDB) or point it ' +
        'at a server, e.g. mysql://root@127.0.0.1:3306/',
    );
  }
  return url;
}
