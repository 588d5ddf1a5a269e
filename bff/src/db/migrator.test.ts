import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createMigrator, MIGRATIONS_TABLE, runMigrations } from './migrator';
import { migrations } from './migrations';
import { createSequelize } from './sequelize';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect, { migrate: false });
  });
  afterEach(async () => {
    await db.cleanup();
  });

  it('creates the sessions table with an index on expires_at', async () => {
    expect(await runMigrations(db.sequelize, silentLogger)).toEqual(
      migrations.map((migration) => migration.name),
    );

    const queryInterface = db.sequelize.getQueryInterface();
    const columns = await queryInterface.describeTable('sessions');
    expect(Object.keys(columns).sort()).toEqual([
      'created_at',
      'data',
      'expires_at',
      'id',
      'ip',
      'revoked_at',
      'updated_at',
      'user_agent',
      'user_id',
    ]);
    expect(columns.revoked_at).toMatchObject({ allowNull: true });
    expect(columns.id).toMatchObject({
      primaryKey: true,
      allowNull: false,
      type: expect.stringMatching(/VARCHAR\(128\)/i),
    });
    expect(columns.data).toMatchObject({ allowNull: false, type: expect.stringMatching(/TEXT/i) });
    expect(columns.expires_at).toMatchObject({
      allowNull: false,
      type: expect.stringMatching(/DATE/i),
    });

    const indexes = (await queryInterface.showIndex('sessions')) as Array<{ name: string }>;
    expect(indexes.map((index) => index.name)).toContain('sessions_expires_at');
    expect(indexes.map((index) => index.name)).toContain('sessions_user_id');
  });

  it('names the owner of the sessions that were live before sessions had an owner column', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: '0014-add-session-revoked-at' });
    const expiresAt = new Date(Date.now() + 3_600_000);
    for (const [id, data] of [
      ['a', JSON.stringify({ userId: 7, signedInAt: Date.now() })],
      ['b', '{}'],
      ['c', 'not json'],
    ] as const) {
      await db.sequelize.query(
        'INSERT INTO sessions (id, data, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        { replacements: [id, data, expiresAt, expiresAt, expiresAt] },
      );
    }
    await migrator.up();
    const rows = await db.sequelize.query<{ id: string; user_id: number | null }>(
      'SELECT id, user_id FROM sessions ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([
      { id: 'a', user_id: 7 },
      { id: 'b', user_id: null },
      { id: 'c', user_id: null },
    ]);
  });

  it('stores and reads a session row with a UTC expiry', async () => {
    await runMigrations(db.sequelize, silentLogger);
    const expiresAt = new Date('2030-01-02T03:04:05.000Z');
    await db.sequelize.getQueryInterface().bulkInsert('sessions', [
      {
        id: 'A'.repeat(128),
        data: '{"userId":1}',
        expires_at: expiresAt,
        created_at: new Date(),
        updated_at: new Date(),
      },
    ]);
    const rows = await db.sequelize.query<{ id: string; expires_at: Date | string }>(
      'SELECT id, expires_at FROM sessions',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.expires_at).toISOString()).toBe(expiresAt.toISOString());
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await runMigrations(db.sequelize, silentLogger);
    await db.sequelize.query(
      "INSERT INTO sessions (id, data, expires_at, created_at, updated_at) VALUES ('s1', '{}', '2030-01-01 00:00:00', '2030-01-01 00:00:00', '2030-01-01 00:00:00')",
    );

    expect(await runMigrations(db.sequelize, silentLogger)).toEqual([]);

    const executed = await db.sequelize.query<{ name: string }>(
      `SELECT name FROM ${MIGRATIONS_TABLE}`,
      {
        type: QueryTypes.SELECT,
      },
    );
    expect(executed.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    const [count] = await db.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions', {
      type: QueryTypes.SELECT,
    });
    expect(Number(count?.n)).toBe(1);
  });

  it('can be reverted and re-applied', async () => {
    await runMigrations(db.sequelize, silentLogger);
    await createMigrator(db.sequelize, silentLogger).down({ to: 0 });
    const tables = await db.sequelize.getQueryInterface().showAllTables();
    expect(tables).not.toContain('sessions');
    expect(await runMigrations(db.sequelize, silentLogger)).toEqual(
      migrations.map((migration) => migration.name),
    );
  });
});

describe('migrations with several replicas starting at once (MySQL)', () => {
  it('runs each migration exactly once while the others wait for the lock', async () => {
    const db = await openTestDatabase('mysql', { migrate: false });
    const replicas = Array.from({ length: 4 }, () =>
      createSequelize(db.config.database, { logger: silentLogger }),
    );
    try {
      const results = await Promise.all(
        replicas.map((sequelize) => runMigrations(sequelize, silentLogger)),
      );
      expect(results.flat()).toEqual(migrations.map((migration) => migration.name));
      const executed = await db.sequelize.query(`SELECT name FROM ${MIGRATIONS_TABLE}`, {
        type: QueryTypes.SELECT,
      });
      expect(executed).toHaveLength(migrations.length);
    } finally {
      await Promise.all(replicas.map((sequelize) => sequelize.close()));
      await db.cleanup();
    }
  });
});
