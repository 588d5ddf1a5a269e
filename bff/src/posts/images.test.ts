import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import request from 'supertest';
import { startFaultProxy, type FaultProxy } from '@app/tests/stack/faultProxy';
import { s3Client, startS3, type S3Service } from '@app/tests/stack/services/s3';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { bombPng, cameraJpeg, expectNoMetadata } from '../../tests/helpers/photos';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { mediaKeyOfUrl, mediaObjectKeys, parseMediaKey } from '@app/contract/media';
import { contentImageTag, type Post } from '@app/contract/posts';
import { silentLogger } from '../log/logger';
import { createMediaStorage } from '../media/createStorage';

/** Room for a real photo; the limit itself is tested in routes.test.ts. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const VALID = {
  title: 'Receipts on the road',
  slug: 'receipts-on-the-road',
  description: 'Photos of receipts, without where they were taken',
  content: 'Intro',
  tags: 'Expenses',
};

type FileField = [name: string, bytes: Buffer, filename: string];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: S3Service;
let proxy: FaultProxy;
beforeAll(async () => {
  s3 = await startS3();
  // The BFF reaches s3rver through a relay the tests can cut: a real outage, not a mock.
  proxy = await startFaultProxy('127.0.0.1', s3.port);
});
afterAll(async () => {
  await proxy.stop();
  await s3.stop();
});

describe.each(['disk', 's3'] as const)('images of posts with %s storage', (kind) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: Agent;
  const bucket = `images-${Math.random().toString(36).slice(2, 8)}`;
  const mediaDir = () => path.join(db.config.dataDir, 'media');

  /** Every stored object with its bytes, read without the BFF's own storage code. */
  async function stored(): Promise<Map<string, Buffer>> {
    const objects = new Map<string, Buffer>();
    if (kind === 'disk') {
      const names = await readdir(mediaDir()).catch(() => [] as string[]);
      for (const name of names.filter((entry) => !entry.startsWith('.'))) {
        objects.set(name, await readFile(path.join(mediaDir(), name)));
      }
      return objects;
    }
    const client = s3Client(s3);
    for await (const item of client.listObjectsV2(bucket, '', true)) {
      objects.set(item.name!, await readAll(await client.getObject(bucket, item.name!)));
    }
    return objects;
  }
  const storedKeys = async () => [...(await stored()).keys()].sort();

  const create = (fields: Record<string, string>, files: FileField[]) => {
    let req = admin.post('/api/posts').set(XHR);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [name, bytes, filename] of files) req = req.attach(name, bytes, filename);
    return req;
  };
  const postCount = async () =>
    ((await request(app.callback()).get('/api/posts').expect(200)).body as unknown[]).length;

  beforeAll(async () => {
    const env: Record<string, string> = { MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) };
    if (kind === 's3') {
      Object.assign(env, {
        S3_ENDPOINT: `http://${proxy.host}:${proxy.port}`,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: bucket,
      });
    }
    db = await openTestDatabase('sqlite', { env });
    await createMediaStorage(db.config.media, db.config.dataDir).prepare();
    app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    await addUser(db.sequelize, 'layla', 'admin');
    admin = await signedIn(app, 'layla');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  afterEach(async () => {
    await proxy.up();
    await admin.delete(`/api/posts/${VALID.slug}`).set(XHR);
  });

  it('stores a photo upright, without EXIF or GPS, with WebP variants; delete removes them all', async () => {
    const photo = await cameraJpeg(2400, 1800);
    const small = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#246' },
    })
      .png()
      .toBuffer();
    const response = await create(
      { ...VALID, content: `Intro\n\n${contentImageTag(0, 'Small chart')}` },
      [
        ['image', photo, 'receipt.jpg'],
        ['contentImage-0', small, 'chart.png'],
      ],
    ).expect(201);
    const post = response.body as Post;

    const featured = mediaKeyOfUrl(post.imagePath!)!;
    // Orientation 6: the 2400×1800 sensor image is a 1800×2400 portrait.
    expect(parseMediaKey(featured)).toMatchObject({ width: 1800, height: 2400, extension: 'jpg' });
    const chart = /\/api\/media\/([^"]+)"/.exec(post.content)?.[1] ?? '';
    expect(parseMediaKey(chart)).toMatchObject({ width: 320, height: 200, extension: 'png' });

    const objects = await stored();
    // The photo has three variants; the chart, narrower than the narrowest, none (no upscale).
    expect([...objects.keys()].sort()).toEqual(
      [...mediaObjectKeys(featured), ...mediaObjectKeys(chart)].sort(),
    );
    expect(mediaObjectKeys(featured)).toHaveLength(4);
    expect(mediaObjectKeys(chart)).toEqual([chart]);
    for (const bytes of objects.values()) await expectNoMetadata(bytes);
    for (const key of mediaObjectKeys(featured).slice(1)) {
      const { variantWidth } = parseMediaKey(key)!;
      expect(await sharp(objects.get(key)!).metadata()).toMatchObject({
        format: 'webp',
        width: variantWidth,
        height: Math.round((variantWidth! * 2400) / 1800),
      });
      const served = await request(app.callback()).get(`/api/media/${key}`).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
    expect(await storedKeys()).toEqual([]);
  });

  it('a replaced featured image stays whole while a revision shows it; the delete takes every variant', async () => {
    const first = // Shown turned upright: 1200×900, so variants 480 and 960.
      (await create(VALID, [['image', await cameraJpeg(900, 1200), 'a.jpg']]).expect(201))
        .body as Post;
    const oldKeys = mediaObjectKeys(mediaKeyOfUrl(first.imagePath!)!);
    expect(oldKeys).toHaveLength(3);
    expect(await storedKeys()).toEqual([...oldKeys].sort());
    const second = (
      await admin
        .put(`/api/posts/${VALID.slug}`)
        .set(XHR)
        .field(VALID)
        .attach('image', await cameraJpeg(1000, 1000), 'b.jpg')
        .expect(200)
    ).body as Post;
    const newKeys = mediaObjectKeys(mediaKeyOfUrl(second.imagePath!)!);
    expect(await storedKeys()).toEqual([...oldKeys, ...newKeys].sort());
    await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
    expect(await storedKeys()).toEqual([]);
  });

  it('answers 422 naming the file for a decompression bomb or a broken image, storing nothing', async () => {
    const refused = await create({ ...VALID, content: contentImageTag(0, 'x') }, [
      ['image', await cameraJpeg(600, 400), 'fine.jpg'],
      ['contentImage-0', bombPng(20_000, 20_000), 'huge.png'],
    ]).expect(422);
    expect(refused.body).toMatchObject({
      error: 'contentImage-0 "huge.png": the image has too many pixels (at most 50 megapixels)',
    });
    const broken = await create(VALID, [
      ['image', (await cameraJpeg(600, 400)).subarray(0, 300), 'cut.jpg'],
    ]).expect(422);
    expect(broken.body).toMatchObject({
      error: 'image "cut.jpg": the file is damaged or not a complete JPEG image',
    });
    expect(await postCount()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  if (kind === 's3') {
    it('S3 down before the upload: 503 JSON, no post, no object', async () => {
      await proxy.down();
      const response = await create(VALID, [
        ['image', await cameraJpeg(1200, 900), 'a.jpg'],
      ]).expect(503);
      expect(response.body).toMatchObject({
        error: 'Image storage is unavailable; nothing was saved, please try again shortly',
      });
      expect(response.headers['retry-after']).toBe('5');
      await proxy.up();
      expect(await postCount()).toBe(0);
      expect(await storedKeys()).toEqual([]);
    });
  }

  if (kind === 'disk') {
    it('a media directory that cannot be written: 503 JSON, no post', async () => {
      // Root ignores permissions, so the directory is swapped for a file instead.
      await rename(mediaDir(), `${mediaDir()}.away`);
      await writeFile(mediaDir(), 'not a directory');
      try {
        const response = await create(VALID, [
          ['image', await cameraJpeg(1200, 900), 'a.jpg'],
        ]).expect(503);
        expect(response.body.error).toMatch(/^Image storage is unavailable/);
      } finally {
        await rm(mediaDir());
        await rename(`${mediaDir()}.away`, mediaDir());
      }
      expect(await postCount()).toBe(0);
      expect(await storedKeys()).toEqual([]);
    });
  }
});

describe('S3 failing part-way through an upload', () => {
  it('answers 503, creates no post, and removes what was written once S3 is back', async () => {
    let cutAfterFirstPut = true;
    const flaky = await startS3({
      middleware: [
        async (ctx, next) => {
          await next();
          if (cutAfterFirstPut && ctx.method === 'PUT' && /^\/[^/]+\/.+/.test(ctx.path)) {
            cutAfterFirstPut = false;
            // The first object is on s3rver's disk; from here S3 is gone for the BFF (even the
            // answer to this PUT is lost, as happens when a server dies).
            await relay.down();
          }
        },
      ],
    });
    const relay = await startFaultProxy('127.0.0.1', flaky.port);
    const bucket = 'part-way';
    const db = await openTestDatabase('sqlite', {
      env: {
        MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES),
        S3_ENDPOINT: `http://${relay.host}:${relay.port}`,
        S3_ACCESS_KEY: flaky.accessKey,
        S3_SECRET_KEY: flaky.secretKey,
        S3_BUCKET: bucket,
      },
    });
    try {
      await createMediaStorage(db.config.media, db.config.dataDir).prepare();
      const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
      await addUser(db.sequelize, 'layla', 'admin');
      const admin = await signedIn(app, 'layla');
      const keys = async () => {
        const found: string[] = [];
        for await (const item of s3Client(flaky).listObjectsV2(bucket, '', true)) {
          found.push(item.name!);
        }
        return found;
      };

      const response = await admin
        .post('/api/posts')
        .set(XHR)
        .field(VALID)
        .attach('image', await cameraJpeg(2000, 1500), 'a.jpg')
        .expect(503);
      expect(response.body.error).toMatch(/^Image storage is unavailable/);
      expect(await db.sequelize.query('SELECT id FROM posts')).toEqual([[], expect.anything()]);
      // Written before the outage, and the clean-up could not reach S3 either.
      expect((await keys()).length).toBeGreaterThan(0);

      await relay.up();
      // The clean-up tries again in the background (first after a second).
      for (let round = 0; round < 100 && (await keys()).length > 0; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await keys()).toEqual([]);
      expect(await db.sequelize.query('SELECT id FROM posts')).toEqual([[], expect.anything()]);
    } finally {
      await db.cleanup();
      await relay.stop();
      await flaky.stop();
    }
  });
});
