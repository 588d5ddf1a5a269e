import { QueryTypes } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { silentLogger } from '../log/logger';
import { createMigrator } from './migrator';
import { sqlDateTime } from './sqlDateTime';

const BEFORE = '0034-create-enquiries';
const T0 = new Date('2026-11-20T08:00:00.000Z');

describe.each(DIALECTS)('migration 0035 (post language) on %s', (dialect) => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await openTestDatabase(dialect, { migrate: false });
  });
  afterEach(async () => {
    await db.cleanup();
  });

  const queryInterface = () => db.sequelize.getQueryInterface();
  const indexNames = async () =>
    ((await queryInterface().showIndex('posts')) as Array<{ name: string }>).map((i) => i.name);
  const addPost = (slug: string) =>
    db.sequelize.query(
      `INSERT INTO posts (slug, title, description, content, tags, created_at, updated_at,
         status, published_at)
       VALUES (?, 'T', 'D', 'C', '', ?, ?, 'published', ?)`,
      {
        replacements: [
          slug,
          sqlDateTime(db.sequelize, T0),
          sqlDateTime(db.sequelize, T0),
          sqlDateTime(db.sequelize, T0),
        ],
      },
    );

  it('makes every existing post English and untranslated, and indexes the public list', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    await addPost('old-post');
    await migrator.up();

    const columns = await queryInterface().describeTable('posts');
    expect(columns.language).toMatchObject({
      allowNull: false,
      type: expect.stringMatching(/VARCHAR\(2\)/i),
    });
    expect(String(columns.language!.defaultValue).replace(/'/g, '')).toBe('en');
    expect(columns.translation_slug).toMatchObject({ allowNull: true });
    expect(
      await db.sequelize.query('SELECT slug, language, translation_slug FROM posts', {
        type: QueryTypes.SELECT,
      }),
    ).toEqual([{ slug: 'old-post', language: 'en', translation_slug: null }]);
    expect(await indexNames()).toEqual(
      expect.arrayContaining(['posts_status_language_published_at', 'posts_translation_slug']),
    );
  });

  it('goes down leaving posts as they were, and up again', async () => {
    const migrator = createMigrator(db.sequelize, silentLogger);
    await migrator.up({ to: BEFORE });
    const columns = Object.keys(await queryInterface().describeTable('posts'));
    const indexes = (await indexNames()).sort();
    await addPost('kept');
    await migrator.up();

    await migrator.down({ to: BEFORE });
    expect(Object.keys(await queryInterface().describeTable('posts'))).toEqual(columns);
    expect((await indexNames()).sort()).toEqual(indexes);
    expect(await db.sequelize.query('SELECT slug FROM posts', { type: QueryTypes.SELECT })).toEqual(
      [{ slug: 'kept' }],
    );

    await migrator.up();
    expect(Object.keys(await queryInterface().describeTable('posts'))).toContain('language');
  });
});
