import { UniqueConstraintError } from 'sequelize';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createMigrator } from '../db/migrator';
import { silentLogger } from '../log/logger';
import { usersTable } from '../users/usersTable';
import { postTables } from './tables';

describe.each(DIALECTS)('content tables on %s', (dialect) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });

  const post = (slug: string) => ({
    slug,
    title: 't',
    description: 'd',
    content: 'c',
    tags: '',
    imageKey: null,
  });

  it('the database itself refuses a second post with the same slug', async () => {
    const { posts } = postTables(db.sequelize);
    await posts.create(post('same'));
    await expect(posts.create(post('same'))).rejects.toBeInstanceOf(UniqueConstraintError);
    // Byte for byte on both dialects: a differently accented slug is another slug.
    await expect(posts.create(post('café'))).resolves.toBeDefined();
    await expect(posts.create(post('cafe'))).resolves.toBeDefined();
  });

  it('the database itself refuses a second user with the same name', async () => {
    const users = usersTable(db.sequelize);
    await users.create({ username: 'same', passwordHash: 'x', role: 'admin' });
    await expect(
      users.create({ username: 'same', passwordHash: 'y', role: 'admin' }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('keeps content over 64 KB (MEDIUMTEXT on MySQL)', async () => {
    const { posts } = postTables(db.sequelize);
    const content = 'é'.repeat(100_000);
    const created = await posts.create({ ...post('long'), content });
    expect((await posts.findByPk(created.id))!.content).toBe(content);
  });

  it('orders by creation time to the millisecond', async () => {
    const { posts } = postTables(db.sequelize);
    const at = new Date('2030-05-06T07:08:09.123Z');
    const created = await posts.create({ ...post('ms'), createdAt: at, updatedAt: at });
    expect((await posts.findByPk(created.id))!.createdAt.toISOString()).toBe(at.toISOString());
  });

  it('the content migrations can be reverted', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await createMigrator(other.sequelize, silentLogger).down({ to: 0 });
      const tables = await other.sequelize.getQueryInterface().showAllTables();
      for (const table of ['users', 'posts', 'post_content_images', 'seed_runs', 'rate_limits']) {
        expect(tables).not.toContain(table);
      }
    } finally {
      await other.cleanup();
    }
  });
});
