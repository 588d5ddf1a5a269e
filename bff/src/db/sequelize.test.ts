import { QueryTypes } from 'sequelize';
import { openTestDatabase } from '../../tests/helpers/testDatabase';
import { SQLITE_BUSY_TIMEOUT_MS } from './sequelize';

it('SQLite connections, the transactions’ own ones too, wait for a busy file', async () => {
  const db = await openTestDatabase('sqlite');
  try {
    const busyTimeout = async (options = {}) => {
      const [row] = await db.sequelize.query<{ timeout: number }>('PRAGMA busy_timeout', {
        type: QueryTypes.SELECT,
        ...options,
      });
      return Number(row?.timeout);
    };
    expect(await busyTimeout()).toBe(SQLITE_BUSY_TIMEOUT_MS);
    await db.sequelize.transaction(async (transaction) => {
      expect(await busyTimeout({ transaction })).toBe(SQLITE_BUSY_TIMEOUT_MS);
    });
  } finally {
    await db.cleanup();
  }
});
