import { startMariaDb, type MariaDb } from './services/mariadb';

/** Shared with jest-global-teardown.ts, which jest runs in this same process. */
export const MARIADB_HANDLE = '__testStackMariaDb__';

type GlobalWithMariaDb = typeof globalThis & { [MARIADB_HANDLE]?: MariaDb };

/**
 * One MariaDB for the whole jest run; each test file creates its own database on it. Workers
 * inherit TEST_MYSQL_URL from this process's environment. A URL already set (a developer's own
 * server, a CI service container) is used as is.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_MYSQL_URL) return;
  const mariadb = await startMariaDb();
  (globalThis as GlobalWithMariaDb)[MARIADB_HANDLE] = mariadb;
  process.env.TEST_MYSQL_URL = mariadb.rootUrl;
  // Ctrl-C or a crash skips globalTeardown; the server must not outlive the run.
  process.once('exit', () => mariadb.stopNow());
}
