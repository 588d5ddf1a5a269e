import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { writeTransaction } from '../db/writeTransaction';
import { bumpContentRevision, readContentRevision } from './contentRevision';

describe.each(DIALECTS)('content revision on %s', (dialect) => {
  let db: TestDatabase;
  let createdAfter: number;

  beforeAll(async () => {
    createdAfter = Date.now();
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it('starts at the clock of the migration, so a new database does not repeat an old revision', async () => {
    const revision = await readContentRevision(db.sequelize);
    expect(Number.isSafeInteger(revision)).toBe(true);
    expect(revision).toBeGreaterThanOrEqual(createdAfter);
    expect(revision).toBeLessThanOrEqual(Date.now());
  });

  it('is raised inside the transaction: invisible to others until it commits', async () => {
    const before = await readContentRevision(db.sequelize);
    let seenOutside: number | undefined;
    await writeTransaction(db.sequelize, async (transaction) => {
      await bumpContentRevision(db.sequelize, transaction);
      // A query without the transaction runs on another connection.
      seenOutside = await readContentRevision(db.sequelize);
    });
    expect(seenOutside).toBe(before);
    expect(await readContentRevision(db.sequelize)).toBe(before + 1);
  });

  it('rolls back with a write that fails after raising it', async () => {
    const before = await readContentRevision(db.sequelize);
    await expect(
      writeTransaction(db.sequelize, async (transaction) => {
        await bumpContentRevision(db.sequelize, transaction);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await readContentRevision(db.sequelize)).toBe(before);
  });

  it('counts every one of concurrent writes', async () => {
    const before = await readContentRevision(db.sequelize);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        writeTransaction(db.sequelize, (transaction) =>
          bumpContentRevision(db.sequelize, transaction),
        ),
      ),
    );
    expect(await readContentRevision(db.sequelize)).toBe(before + 8);
  });
});
