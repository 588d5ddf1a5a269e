import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { addUser, IMAGES, signedIn, XHR, type Agent } from '@app/bff/tests/helpers/content';
import { openTestDatabase, type TestDatabase } from '@app/bff/tests/helpers/testDatabase';
import { testMySqlRootUrl } from '../stack/services/mariadb';
import { createApp, createSequelize, silentLogger, createMediaStorage } from '@app/bff/testing';
import { contentImageTag, type Post, type PostSummary } from '@app/contract/posts';
import { movedClockEnv } from '../stack/movedClock';
import { REPO_ROOT } from '../stack/paths';
import { s3Client, startS3, type S3Service } from '../stack/services/s3';

// scripts/ops/backup.mjs and restore.mjs against the test stack's MariaDB and S3 server, with
// posts and images made through the BFF's own API: back up, lose everything, restore, and the
// BFF serves the same posts and the same image bytes again.

const run = promisify(execFile);
const BACKUP = path.join(REPO_ROOT, 'scripts', 'ops', 'backup.mjs');
const RESTORE = path.join(REPO_ROOT, 'scripts', 'ops', 'restore.mjs');
const BUCKET = 'backup-test-images';

let s3: S3Service;
let db: TestDatabase;
let admin: Agent;
let app: ReturnType<typeof createApp>;
let backupRoot: string;
let env: NodeJS.ProcessEnv;

const api = () => request(app.callback());

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of s3Client(s3).listObjectsV2(BUCKET, '', true)) keys.push(item.name!);
  return keys.sort();
}

beforeAll(async () => {
  s3 = await startS3();
  db = await openTestDatabase('mysql', {
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: BUCKET,
    },
  });
  await createMediaStorage(db.config.media, db.config.dataDir).prepare();
  app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
  await addUser(db.sequelize, 'layla', 'admin');
  admin = await signedIn(app, 'layla');
  backupRoot = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
  env = {
    PATH: `${process.env.PATH ?? ''}:/usr/bin:/bin`,
    ...movedClockEnv(),
    // The BFF's own settings are all the scripts need.
    DATABASE_URL: `${testMySqlRootUrl()}${databaseName()}`,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: BUCKET,
  };
}, 60_000);

afterAll(async () => {
  await db.cleanup();
  await s3.stop();
  await rm(backupRoot, { recursive: true, force: true });
});

function databaseName(): string {
  if (db.config.database.dialect !== 'mysql') throw new Error('a MySQL test database was expected');
  return db.config.database.database;
}

describe('backup and restore of MySQL and the bucket', () => {
  const saved: Post[] = [];

  it('backs up posts and their images, then restores them after both are lost', async () => {
    // Two posts with a featured image and an image in the content, through the API.
    for (const [slug, featured, inline] of [
      ['vat-in-the-uae', IMAGES.png, IMAGES.jpeg],
      ['zakat-in-ksa', IMAGES.webp, IMAGES.gif],
    ] as const) {
      const created = await admin
        .post('/api/posts')
        .set(XHR)
        .field('title', `Post ${slug}`)
        .field('slug', slug)
        .field('description', 'What startups need to know')
        .field('content', `Intro\n\n${contentImageTag(0, 'Chart')}`)
        .field('tags', 'tax')
        .attach('image', featured, 'cover.png')
        .attach('contentImage-0', inline, 'inline.bin')
        .expect(201);
      // What the public reads (the save's answer is the staff view, with workflow fields).
      const slugSaved = (created.body as Post).slug;
      saved.push((await admin.get(`/api/posts/${slugSaved}`).expect(200)).body as Post);
    }
    const keysBefore = await bucketKeys();
    expect(keysBefore).toHaveLength(4);
    // What the BFF serves for each image (re-encoded on upload), to compare after the restore.
    const inlineUrl = (post: Post) =>
      /\/api\/media\/[0-9a-f]{32}-\d+x\d+\.\w+/.exec(post.content)?.[0];
    const servedBefore = new Map<string, Buffer>();
    for (const post of saved) {
      for (const url of [post.imagePath!, inlineUrl(post)!]) {
        servedBefore.set(url, (await api().get(url).expect(200)).body as Buffer);
      }
    }
    expect(servedBefore.size).toBe(4);

    const backup = await run(process.execPath, [BACKUP, backupRoot], { env });
    expect(backup.stdout).toMatch(/4 objects of bucket backup-test-images/);
    const folder = path.join(backupRoot, readlinkSync(path.join(backupRoot, 'latest')));
    expect(existsSync(`${folder}.partial`)).toBe(false);
    expect(readFileSync(path.join(folder, 'database.sql'), 'utf8')).toMatch(/INSERT INTO `posts`/);
    // Holds password hashes and session ids.
    expect(statSync(path.join(folder, 'database.sql')).mode & 0o077).toBe(0);

    // Everything is lost: every table and every object.
    await db.sequelize.close();
    const root = await mysql.createConnection({ uri: testMySqlRootUrl() });
    try {
      await root.query(`DROP DATABASE \`${databaseName()}\``);
      await root.query(`CREATE DATABASE \`${databaseName()}\` CHARACTER SET utf8mb4`);
    } finally {
      await root.end();
    }
    const client = s3Client(s3);
    await client.removeObjects(BUCKET, keysBefore);
    await client.removeBucket(BUCKET);

    const restore = await run(process.execPath, [RESTORE, path.join(backupRoot, 'latest')], {
      env,
    });
    expect(restore.stdout).toMatch(/4 objects into bucket backup-test-images/);

    // A BFF started on the restored database serves what was there.
    const sequelize = createSequelize(db.config.database, { logger: silentLogger });
    try {
      app = createApp({ config: db.config, sequelize, logger: silentLogger });
      const list = (await api().get('/api/posts').expect(200)).body as PostSummary[];
      expect(list.map((post) => post.slug).sort()).toEqual(['vat-in-the-uae', 'zakat-in-ksa']);
      for (const before of saved) {
        const after = (await api().get(`/api/posts/${before.slug}`).expect(200)).body as Post;
        expect(after).toEqual(before);
        for (const url of [after.imagePath!, inlineUrl(after)!]) {
          const image = await api().get(url).expect(200);
          expect(image.headers['content-type']).toMatch(/^image\//);
          expect(Buffer.compare(image.body as Buffer, servedBefore.get(url)!)).toBe(0);
        }
      }
      expect(await bucketKeys()).toEqual(keysBefore);
      // The staff account came back too.
      await signedIn(app, 'layla');
    } finally {
      await sequelize.close();
    }
  }, 120_000);

  it('refuses a folder that is not a finished backup, and a non-MySQL database', async () => {
    await expect(run(process.execPath, [RESTORE, backupRoot], { env })).rejects.toMatchObject({
      stderr: expect.stringMatching(/not a finished backup/),
    });
    await expect(
      run(process.execPath, [BACKUP, backupRoot], { env: { ...env, DATABASE_URL: 'sqlite:x' } }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/must be mysql/) });
  });
});
