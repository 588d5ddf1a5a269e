import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createMigrator } from './migrator';
import { sqlDateTime } from './sqlDateTime';

const BEFORE = '0035-add-post-language';
const T0 = new Date('2026-11-20T08:00:00.000Z');
const TABLES = ['bookings', 'contact_messages'] as const;

describe.each(DIALECTS)('migration 0036 (visitor language) on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect, { migrate: false });
  });
  afterEach(async () => {
    await db.cleanup();
  });

  const queryInterface = () => db.sequelize.getQueryInterface();
  const indexNames = async (table: string) =>
    ((await queryInterface().showIndex(table)) as Array<{ name: string }>)
      .map((i) => i.name)
      .sort();
  const at = () => sqlDateTime(db.sequelize, T0);
  const addRows = async () => {
    await db.sequelize.query(
      `INSERT INTO bookings (id, start_utc, end_utc, held_start, attendee_email, client_name,
         description, status, sequence, created_at, updated_at)
       VALUES ('b1', ?, ?, ?, 'a@example.com', 'A', 'D', 'booked', 0, ?, ?)`,
      { replacements: [at(), at(), at(), at(), at()] },
    );
    await db.sequelize.query(
      `INSERT INTO contact_messages (id, name, email, services, message, book_meeting,
         created_at, updated_at)
       VALUES ('c1', 'A', 'a@example.com', '', 'M', false, ?, ?)`,
      { replacements: [at(), at()] },
    );
  };
  const languages = (table: string) =>
    db.sequelize.query(`SELECT id, language FROM ${table}`, { type: QueryTypes.SELECT });

  it('makes every existing booking and contact message English', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    await addRows();
    await migrator.up();

    for (const table of TABLES) {
      const columns = await queryInterface().describeTable(table);
      expect(columns.language).toMatchObject({
        allowNull: false,
        type: expect.stringMatching(/VARCHAR\(2\)/i),
      });
      expect(String(columns.language!.defaultValue).replace(/'/g, '')).toBe('en');
    }
    expect(await languages('bookings')).toEqual([{ id: 'b1', language: 'en' }]);
    expect(await languages('contact_messages')).toEqual([{ id: 'c1', language: 'en' }]);
  });

  it('goes down leaving the tables and their indexes as they were, and up again', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    const before = new Map<string, { columns: string[]; indexes: string[] }>();
    for (const table of TABLES) {
      before.set(table, {
        columns: Object.keys(await queryInterface().describeTable(table)),
        indexes: await indexNames(table),
      });
    }
    await addRows();
    await migrator.up();

    await migrator.down({ to: BEFORE });
    for (const table of TABLES) {
      expect(Object.keys(await queryInterface().describeTable(table))).toEqual(
        before.get(table)!.columns,
      );
      expect(await indexNames(table)).toEqual(before.get(table)!.indexes);
    }
    expect(
      await db.sequelize.query('SELECT id FROM bookings', { type: QueryTypes.SELECT }),
    ).toEqual([{ id: 'b1' }]);

    await migrator.up();
    expect(Object.keys(await queryInterface().describeTable('contact_messages'))).toContain(
      'language',
    );
  });
});
