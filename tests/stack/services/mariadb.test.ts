import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import mysql from 'mysql2/promise';
import {
  createMySqlDatabase,
  dropMySqlDatabase,
  startMariaDb,
  testMySqlRootUrl,
  uniqueDatabaseName,
} from './mariadb';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// These two start servers of their own: a cold MariaDB takes seconds, more on a busy machine.
const SERVER_START_MS = 60_000;

describe('test stack: MariaDB', () => {
  it('the jest global setup exported a server that takes root over TCP without a password', async () => {
    const connection = await mysql.createConnection({ uri: testMySqlRootUrl() });
    try {
      const [rows] = await connection.query(
        'SELECT CURRENT_USER() AS user, @@character_set_server AS charset',
      );
      expect(rows).toEqual([{ user: expect.stringMatching(/^root@/), charset: 'utf8mb4' }]);
    } finally {
      await connection.end();
    }
  });

  it('creates a database and returns a DATABASE_URL for it', async () => {
    const rootUrl = testMySqlRootUrl();
    const name = uniqueDatabaseName('stack');
    const url = await createMySqlDatabase(rootUrl, name);
    expect(url).toBe(`${rootUrl}${name}`);
    const connection = await mysql.createConnection({ uri: url });
    try {
      const [rows] = await connection.query('SELECT DATABASE() AS db');
      expect(rows).toEqual([{ db: name }]);
    } finally {
      await connection.end();
      await dropMySqlDatabase(rootUrl, name);
    }
  });

  it('refuses names that would need quoting', async () => {
    await expect(
      createMySqlDatabase(testMySqlRootUrl(), 'x`; DROP DATABASE mysql; --'),
    ).rejects.toThrow(/letters, digits or underscores/);
  });

  it(
    'halt() stops the server keeping its data; resume() brings it back on the same port',
    async () => {
      const mariadb = await startMariaDb();
      try {
        const url = await mariadb.createDatabase('kept');
        const connection = await mysql.createConnection({ uri: url });
        await connection.query('CREATE TABLE t (n INT)');
        await connection.query('INSERT INTO t VALUES (7)');
        await connection.end();

        await mariadb.halt();
        await expect(mysql.createConnection({ uri: url, connectTimeout: 500 })).rejects.toThrow();

        await mariadb.resume();
        const again = await mysql.createConnection({ uri: url });
        try {
          const [rows] = await again.query('SELECT n FROM t');
          expect(rows).toEqual([{ n: 7 }]);
        } finally {
          await again.end();
        }
      } finally {
        await mariadb.stop();
      }
    },
    SERVER_START_MS,
  );

  it(
    'starts a server of its own and stop() ends the process and deletes its files',
    async () => {
      const mariadb = await startMariaDb();
      const url = await mariadb.createDatabase('own');
      expect(url).toBe(`mysql://root@127.0.0.1:${mariadb.port}/own`);
      expect(isRunning(mariadb.pid)).toBe(true);
      expect(existsSync(mariadb.dir)).toBe(true);

      await mariadb.stop();
      expect(isRunning(mariadb.pid)).toBe(false);
      expect(existsSync(mariadb.dir)).toBe(false);
      await expect(
        mysql.createConnection({ uri: mariadb.rootUrl, connectTimeout: 500 }),
      ).rejects.toThrow();
    },
    SERVER_START_MS,
  );
});
