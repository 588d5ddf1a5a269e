import { MARIADB_HANDLE } from './jest-global-setup';
import type { MariaDb } from './services/mariadb';

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as typeof globalThis & { [MARIADB_HANDLE]?: MariaDb };
  const mariadb = holder[MARIADB_HANDLE];
  if (!mariadb) return;
  delete holder[MARIADB_HANDLE];
  await mariadb.stop();
  delete process.env.TEST_MYSQL_URL;
}
