import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { PASSWORD, signedIn } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { mediaKeyOfUrl, mediaObjectKeys, parseMediaKey } from '@app/contract/media';
import { postForm, type Post, type PostSummary } from '@app/contract/posts';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { postTables } from '../posts/tables';
import { usersTable } from '../users/usersTable';
import { DEMO_POSTS } from './demoPosts';
import { prepareInitialData } from './initialData';

const ADMIN_ENV = { ADMIN_USERNAME: 'Founder', ADMIN_PASSWORD: PASSWORD };

async function mediaFiles(db: TestDatabase): Promise<string[]> {
  return (await readdir(path.join(db.config.dataDir, 'media')).catch(() => [])).filter(
    (name) => !name.startsWith('.'),
  );
}

describe('demo posts', () => {
  it('are at least 4 valid posts with tags and markdown, one with a featured image', () => {
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(4);
    for (const demo of DEMO_POSTS) {
      expect(postForm.parse(demo).slug).toBe(demo.slug);
      expect(demo.tags.split(',').length).toBeGreaterThanOrEqual(2);
      expect(demo.content).toMatch(/^## /m);
    }
    expect(DEMO_POSTS.filter((demo) => demo.featured)).toHaveLength(1);
  });
});

describe.each(DIALECTS)('initial data on %s', (dialect) => {
  let db: TestDatabase;
  afterEach(async () => {
    await db.cleanup();
  });

  it('seeds the demo posts and the admin on the first start, and only then', async () => {
    db = await openTestDatabase(dialect, { env: ADMIN_ENV });
    await prepareInitialData({ config: db.config, sequelize: db.sequelize, logger: silentLogger });

    const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    const list = (await request(app.callback()).get('/api/posts').expect(200))
      .body as PostSummary[];
    const newestFirst = (language: 'en' | 'ar') =>
      DEMO_POSTS.filter((demo) => (demo.language ?? 'en') === language)
        .sort((a, b) => a.daysAgo - b.daysAgo)
        .map((demo) => demo.slug);
    expect(list.map((post) => post.slug)).toEqual(newestFirst('en'));
    // The Arabic demo posts are their own list, each linked both ways to the post it translates.
    const arabic = (await request(app.callback()).get('/api/posts?language=ar').expect(200))
      .body as PostSummary[];
    expect(arabic.map((post) => post.slug)).toEqual(newestFirst('ar'));
    for (const demo of DEMO_POSTS.filter((post) => post.translationOf)) {
      const original = (
        await request(app.callback()).get(`/api/posts/${demo.translationOf!}`).expect(200)
      ).body as Post;
      expect(original.translationSlug).toBe(demo.slug);
    }
    const featured = list.filter((post) => post.imagePath !== null);
    expect(featured).toHaveLength(1);
    const image = await request(app.callback()).get(featured[0]!.imagePath!).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The banner went through the upload path: the original and its WebP variants.
    const bannerKey = mediaKeyOfUrl(featured[0]!.imagePath!)!;
    expect(parseMediaKey(bannerKey)).toMatchObject({ width: 1200, height: 630 });
    expect((await mediaFiles(db)).sort()).toEqual(mediaObjectKeys(bannerKey).sort());
    expect(mediaObjectKeys(bannerKey)).toHaveLength(3);

    const post = (await request(app.callback()).get(`/api/posts/${list[0]!.slug}`).expect(200))
      .body as Post;
    expect(post.content.length).toBeGreaterThan(200);
    expect(new Date(list[0]!.createdAt).getTime()).toBeLessThan(Date.now() - 86_400_000);

    // ADMIN_USERNAME is stored lower-cased and can sign in as an admin.
    const admin = await signedIn(app, 'founder');
    expect((await admin.get('/api/auth/me').expect(200)).body.user.role).toBe('admin');

    // A restart changes nothing; nor does one after every post was deleted.
    await prepareInitialData({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    expect(await postTables(db.sequelize).posts.count()).toBe(DEMO_POSTS.length);
    await postTables(db.sequelize).posts.destroy({ where: {} });
    await prepareInitialData({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    expect(await postTables(db.sequelize).posts.count()).toBe(0);
    expect(await usersTable(db.sequelize).count()).toBe(1);
  });

  it('leaves an existing admin alone (its password may have been changed on purpose)', async () => {
    db = await openTestDatabase(dialect, { env: { ...ADMIN_ENV, SEED_DEMO: 'false' } });
    await prepareInitialData({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    const before = await usersTable(db.sequelize).findOne({ where: { username: 'founder' } });
    const changed = {
      ...db.config,
      auth: {
        ...db.config.auth,
        initialAdmin: { username: 'founder', password: 'another-password' },
      },
    };
    await prepareInitialData({ config: changed, sequelize: db.sequelize, logger: silentLogger });
    const after = await usersTable(db.sequelize).findOne({ where: { username: 'founder' } });
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('seeds nothing with SEED_DEMO=false, and never into a database that has posts', async () => {
    db = await openTestDatabase(dialect, { env: { SEED_DEMO: 'false' } });
    await prepareInitialData({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    expect(await postTables(db.sequelize).posts.count()).toBe(0);
    expect(await usersTable(db.sequelize).count()).toBe(0);

    await postTables(db.sequelize).posts.create({
      slug: 'ours',
      title: 'Ours',
      description: 'd',
      content: 'c',
      tags: '',
      imageKey: null,
    });
    const seeding = { ...db.config, seedDemo: true };
    await prepareInitialData({ config: seeding, sequelize: db.sequelize, logger: silentLogger });
    expect(await postTables(db.sequelize).posts.count()).toBe(1);
    expect(await mediaFiles(db)).toEqual([]);
  });
});

describe('initial data with several replicas starting at once (MySQL)', () => {
  it('seeds once and creates one admin', async () => {
    const db = await openTestDatabase('mysql', { env: ADMIN_ENV });
    const replicas = Array.from({ length: 4 }, () =>
      createSequelize(db.config.database, { logger: silentLogger }),
    );
    try {
      await Promise.all(
        replicas.map((sequelize) =>
          prepareInitialData({ config: db.config, sequelize, logger: silentLogger }),
        ),
      );
      expect(await postTables(db.sequelize).posts.count()).toBe(DEMO_POSTS.length);
      expect(await usersTable(db.sequelize).count()).toBe(1);
      // One banner: the original and its two WebP variants.
      expect(await mediaFiles(db)).toHaveLength(3);
    } finally {
      await Promise.all(replicas.map((sequelize) => sequelize.close()));
      await db.cleanup();
    }
  });
});
