import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import request from 'supertest';
import { s3Client, startS3, type S3Service } from '@app/tests/stack/services/s3';
import { addUser, IMAGES, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { contentImageTag, type Post, type PostSummary } from '@app/contract/posts';
import { silentLogger } from '../log/logger';
import { createMediaStorage } from '../media/createStorage';

type StorageKind = 'disk' | 's3';
const MATRIX: Array<[string, StorageKind]> = DIALECTS.flatMap((dialect) =>
  (['disk', 's3'] as const).map((kind): [string, StorageKind] => [dialect, kind]),
);
/** Small on purpose, so that a 413 needs only a few kilobytes. */
const MAX_IMAGE_BYTES = 4096;

type FileField = [name: string, bytes: Buffer, filename: string];

const VALID = {
  title: 'VAT in the UAE',
  slug: 'vat-in-the-uae',
  description: 'What startups need to know',
  content: '## Registration\n\nThe threshold is AED 375,000.',
  tags: 'VAT, UAE',
};

let s3: S3Service;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.stop();
});

describe.each(MATRIX)('posts API on %s with %s storage', (dialect, kind) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: Agent;
  let moderator: Agent;
  let viewer: Agent;
  const bucket = `posts-${dialect}-${Math.random().toString(36).slice(2, 8)}`;

  /** What is really in the bucket or the media directory, read without the BFF's own code. */
  async function storedKeys(): Promise<string[]> {
    if (kind === 'disk') {
      const names = await readdir(path.join(db.config.dataDir, 'media')).catch(() => []);
      return names.filter((name) => !name.startsWith('.')).sort();
    }
    const client = s3Client(s3);
    const keys: string[] = [];
    for await (const item of client.listObjectsV2(bucket, '', true)) keys.push(item.name!);
    return keys.sort();
  }

  const keyOf = (url: string | null): string => {
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{32}-\d+x\d+\.(png|jpg|gif|webp)$/);
    return url!.slice('/api/media/'.length);
  };
  const keysInContent = (content: string): string[] =>
    Array.from(content.matchAll(/\/api\/media\/([0-9a-f]{32}-\d+x\d+\.\w+)/g), (m) => m[1]!).sort();

  function send(
    agent: Agent | ReturnType<typeof request>,
    method: 'post' | 'put',
    url: string,
    fields: Record<string, string>,
    files: FileField[] = [],
  ) {
    let req = agent[method](url).set(XHR);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [name, bytes, filename] of files) req = req.attach(name, bytes, filename);
    return req;
  }
  const create = (fields: Record<string, string>, files: FileField[] = [], agent = admin) =>
    send(agent, 'post', '/api/posts', fields, files);
  const update = (
    slug: string,
    fields: Record<string, string>,
    files: FileField[] = [],
    agent = admin,
  ) => send(agent, 'put', `/api/posts/${encodeURIComponent(slug)}`, fields, files);

  beforeAll(async () => {
    const env: Record<string, string> = { MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) };
    if (kind === 's3') {
      Object.assign(env, {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: bucket,
      });
    }
    db = await openTestDatabase(dialect as 'sqlite' | 'mysql', { env });
    await createMediaStorage(db.config.media, db.config.dataDir).prepare();
    app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    await addUser(db.sequelize, 'layla', 'admin');
    await addUser(db.sequelize, 'omar', 'moderator');
    await addUser(db.sequelize, 'guest', 'viewer');
    admin = await signedIn(app, 'layla');
    moderator = await signedIn(app, 'omar');
    viewer = await signedIn(app, 'guest');
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    // Start every test from an empty blog and an empty bucket.
    for (const post of (await request(app.callback()).get('/api/posts')).body as PostSummary[]) {
      await admin
        .delete(`/api/posts/${encodeURIComponent(post.slug)}`)
        .set(XHR)
        .expect(200);
    }
    expect(await storedKeys()).toEqual([]);
  });

  describe('reading', () => {
    it('GET /api/posts: an empty list at first, cacheable with revalidation', async () => {
      const response = await request(app.callback()).get('/api/posts').expect(200);
      expect(response.body).toEqual([]);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      await request(app.callback())
        .get('/api/posts')
        .set('If-None-Match', response.headers.etag!)
        .expect(304);
    });

    it('GET /api/posts lists every field but content, newest first; the ETag follows changes', async () => {
      const before = await request(app.callback()).get('/api/posts').expect(200);
      await create({ ...VALID, slug: 'first' }).expect(201);
      await create({ ...VALID, slug: 'second', title: 'Second' }).expect(201);
      const response = await request(app.callback())
        .get('/api/posts')
        .set('If-None-Match', before.headers.etag!)
        .expect(200);
      const list = response.body as PostSummary[];
      expect(list.map((post) => post.slug)).toEqual(['second', 'first']);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        slug: 'second',
        language: 'en',
        translationSlug: null,
        title: 'Second',
        description: VALID.description,
        tags: 'VAT, UAE',
        imagePath: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(list[0]).not.toHaveProperty('content');
    });

    it('GET /api/posts/:slug answers the post with its content, or 404 JSON', async () => {
      await create(VALID).expect(201);
      const response = await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(200);
      expect(response.body).toMatchObject({ ...VALID, imagePath: null });
      expect(response.headers['cache-control']).toBe('public, no-cache');

      for (const slug of [
        'missing',
        'UPPER',
        '%E0%A4%A',
        'x'.repeat(3000),
        '..%2F..%2Fapp.sqlite',
        '%00',
      ]) {
        const missing = await request(app.callback()).get(`/api/posts/${slug}`).expect(404);
        expect(missing.body).toMatchObject({ error: 'Post not found' });
      }
    });

    it('unknown routes and methods answer JSON 404 and 405', async () => {
      await request(app.callback())
        .get('/api/posts/a/b')
        .expect(404, { error: 'Not found', code: 'request.not-found' });
      await admin.patch('/api/posts/x').set(XHR).expect(405);
    });
  });

  describe('creating', () => {
    it('stores the featured and the referenced content images and rewrites the references', async () => {
      const content = [
        'Intro',
        contentImageTag(0, 'Chart', 'left'),
        'Middle ![table](content-image://2) and again content-image://0',
      ].join('\n\n');
      const response = await create({ ...VALID, content }, [
        ['image', IMAGES.png, 'cover.png'],
        ['contentImage-0', IMAGES.jpeg, 'chart.jpg'],
        // Sent but never referenced: not kept.
        ['contentImage-1', IMAGES.gif, 'unused.gif'],
        ['contentImage-2', IMAGES.webp, 'table.webp'],
      ]).expect(201);
      const post = response.body as Post;

      expect(post.content).not.toContain('content-image://');
      expect(post.content).toContain('class="align-left"');
      const featured = keyOf(post.imagePath);
      const inContent = keysInContent(post.content);
      expect(new Set(inContent).size).toBe(2);
      expect(inContent.some((key) => key.endsWith('.jpg'))).toBe(true);
      expect(inContent.some((key) => key.endsWith('.webp'))).toBe(true);
      expect(featured).toMatch(/\.png$/);
      expect(await storedKeys()).toEqual([featured, ...new Set(inContent)].sort());

      const image = await request(app.callback()).get(post.imagePath!).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      // Re-encoded (see media/encodeImage.test.ts), so the same picture rather than the same bytes.
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
        format: 'png',
        width: 1,
        height: 1,
      });
      await request(app.callback())
        .get(post.imagePath!)
        .set('If-None-Match', image.headers.etag!)
        .expect(304);
    });

    it('trims, slugifies and tidies tags before saving', async () => {
      const response = await create({
        title: '  Zakat basics  ',
        slug: '  Zakat: The Basics! ',
        description: ' In short ',
        content: ' Body ',
        tags: ' zakat ,, KSA , Zakat ',
      }).expect(201);
      expect(response.body).toMatchObject({
        title: 'Zakat basics',
        slug: 'zakat-the-basics',
        description: 'In short',
        content: 'Body',
        tags: 'zakat, KSA',
      });
    });

    it.each<[string, Record<string, string>, Record<string, string[]>]>([
      [
        'blank fields',
        { title: '  ', slug: ' ', description: '', content: '\n' },
        {
          title: ['Title is required'],
          slug: ['Slug is required'],
          description: ['Description is required'],
          content: ['Content is required'],
        },
      ],
      ['a slug with nothing left after slugify', { slug: '!!!' }, { slug: ['Slug is required'] }],
      [
        'a title over the limit',
        { title: 'x'.repeat(201) },
        { title: ['Please keep it under 200 characters'] },
      ],
      [
        'content over the limit',
        { content: 'x'.repeat(100_001) },
        { content: ['Please keep it under 100000 characters'] },
      ],
      [
        'a NUL character',
        { title: 'Bad\u0000title', tags: 'a\u0000' },
        {
          title: ['Contains a character that is not allowed'],
          tags: ['Contains a character that is not allowed'],
        },
      ],
      [
        'a reference to an image that was not sent',
        { content: 'See content-image://3' },
        { content: ['The content refers to image 3, which was not sent'] },
      ],
    ])('answers 400 with messages per field for %s', async (_what, change, fields) => {
      const response = await create({ ...VALID, ...change }).expect(400);
      expect(response.body).toMatchObject({ error: 'Validation failed', fields });
    });

    it('answers 400 when a required field is missing or sent twice', async () => {
      const { title: _title, ...withoutTitle } = VALID;
      const missing = await create(withoutTitle).expect(400);
      expect(missing.body.fields).toEqual({ title: ['Title is required'] });
      const twice = await admin
        .post('/api/posts')
        .set(XHR)
        .field('title', 'One')
        .field('title', 'Two')
        .field('slug', 's')
        .field('description', 'd')
        .field('content', 'c')
        .expect(400);
      expect(Object.keys(twice.body.fields as object)).toEqual(['title']);
    });

    it('answers 409 for a duplicate slug and keeps no image of the refused post', async () => {
      await create(VALID).expect(201);
      const response = await create({ ...VALID, slug: ' VAT in the UAE ' }, [
        ['image', IMAGES.png, 'cover.png'],
      ]).expect(409);
      expect(response.body).toMatchObject({
        error: 'A post with the slug "vat-in-the-uae" already exists',
      });
      expect(await storedKeys()).toEqual([]);
    });

    it('answers 415 for bytes that are no accepted image, whatever the name says, storing nothing', async () => {
      const svg = await create(VALID, [['image', IMAGES.svg, 'logo.svg']]).expect(415);
      expect(svg.body).toMatchObject({
        error: 'image: only PNG, JPEG, GIF or WebP images are accepted',
      });
      await create(VALID, [['image', IMAGES.text, 'photo.png']]).expect(415);
      const content = await create({ ...VALID, content: 'content-image://0' }, [
        ['image', IMAGES.png, 'fine.png'],
        ['contentImage-0', IMAGES.text, 'photo.jpg'],
      ]).expect(415);
      expect(content.body).toMatchObject({
        error: 'contentImage-0: only PNG, JPEG, GIF or WebP images are accepted',
      });
      expect(await storedKeys()).toEqual([]);
      await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(404);
    });

    it('two creates racing for one slug: one 201, one 409, no image left behind', async () => {
      const [a, b] = await Promise.all([
        create(VALID, [['image', IMAGES.png, 'a.png']]),
        create(VALID, [['image', IMAGES.gif, 'b.gif']]),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const winner = (a.status === 201 ? a : b).body as Post;
      expect(await storedKeys()).toEqual([keyOf(winner.imagePath)]);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const response = await admin.post('/api/posts').set(XHR).send(VALID).expect(415);
      expect(response.body).toMatchObject({ error: 'Content-Type must be multipart/form-data' });
    });

    it('answers 413 for an image over MAX_IMAGE_BYTES', async () => {
      const big = Buffer.concat([IMAGES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
      const response = await create(VALID, [['image', big, 'big.png']]).expect(413);
      expect(response.body).toMatchObject({ error: 'Each image must be at most 4 KB' });
      expect(await storedKeys()).toEqual([]);
    });

    it('answers 413 for a text field over the multipart limit', async () => {
      await create({ ...VALID, content: 'x'.repeat(400_001) }).expect(413);
    });

    it('answers 400 for too many files, odd file fields, two featured images, a broken body', async () => {
      const eleven = Array.from({ length: 12 }, (_, i): FileField => [
        `contentImage-${i}`,
        IMAGES.png,
        `${i}.png`,
      ]);
      const tooMany = await create(VALID, eleven).expect(400);
      expect(tooMany.body).toMatchObject({ error: 'Too many files: at most 11 per request' });

      const odd = await create(VALID, [['avatar', IMAGES.png, 'a.png']]).expect(400);
      expect(odd.body.fields).toEqual({ avatar: ['Unexpected file field'] });

      const two = await create(VALID, [
        ['image', IMAGES.png, 'a.png'],
        ['image', IMAGES.png, 'b.png'],
      ]).expect(400);
      expect(two.body.fields).toEqual({ image: ['Send at most one featured image'] });

      const broken = await admin
        .post('/api/posts')
        .set(XHR)
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated')
        .expect(400);
      expect(broken.body).toMatchObject({ error: 'Malformed multipart body' });
      await admin
        .post('/api/posts')
        .set(XHR)
        .set('Content-Type', 'multipart/form-data')
        .send('no boundary at all')
        .expect(400, { error: 'Malformed multipart body', code: 'media.malformed-multipart' });
      expect(await storedKeys()).toEqual([]);
    });

    it('ignores an empty file part, as a form sends for an empty file input', async () => {
      const response = await create(VALID, [['image', Buffer.alloc(0), '']]).expect(201);
      expect(response.body.imagePath).toBeNull();
    });
  });

  describe('who may write', () => {
    it('answers 401 to every write when signed out', async () => {
      await create(VALID).expect(201);
      const anonymous = request(app.callback());
      for (const response of [
        await create(VALID, [], anonymous as unknown as Agent),
        await update(VALID.slug, VALID, [], anonymous as unknown as Agent),
        await anonymous.delete(`/api/posts/${VALID.slug}`).set(XHR),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ error: 'Sign in first' });
      }
    });

    it('answers 403 to every write by a role other than admin or moderator', async () => {
      await create(VALID).expect(201);
      for (const response of [
        await create({ ...VALID, slug: 'other' }, [], viewer),
        await update(VALID.slug, VALID, [], viewer),
        await viewer.delete(`/api/posts/${VALID.slug}`).set(XHR),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ error: 'Your role may not do this' });
      }
    });

    it('lets a moderator create, update and delete', async () => {
      await create(VALID, [], moderator).expect(201);
      await update(VALID.slug, { ...VALID, title: 'Edited' }, [], moderator).expect(200);
      await moderator.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
    });

    it('refuses writes without X-Requested-With even when signed in (403)', async () => {
      await admin.post('/api/posts').field('title', 'x').expect(403);
      await admin.delete(`/api/posts/${VALID.slug}`).expect(403);
    });

    it('a signed-out admin can no longer write with the old cookie', async () => {
      const agent = await signedIn(app, 'layla');
      await agent.post('/api/logout').set(XHR).expect(200);
      await create(VALID, [], agent).expect(401);
    });
  });

  describe('updating', () => {
    it('changes the slug: the old one is gone, the new one answers', async () => {
      const created = (await create(VALID).expect(201)).body as Post;
      const response = await update(VALID.slug, { ...VALID, slug: 'Renamed Post' }).expect(200);
      expect(response.body).toMatchObject({ id: created.id, slug: 'renamed-post' });
      expect(response.headers['cache-control']).toBe('no-store');
      await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(404);
      await request(app.callback()).get('/api/posts/renamed-post').expect(200);
    });

    it('answers 404 for a missing post and 409 for a slug another post has', async () => {
      await update('missing', VALID).expect(404, {
        error: 'Post not found',
        code: 'posts.not-found',
      });
      await update('%00', VALID).expect(404);
      await admin.delete('/api/posts/%00').set(XHR).expect(404);
      await create(VALID).expect(201);
      await create({ ...VALID, slug: 'other' }).expect(201);
      const response = await update('other', VALID, [['image', IMAGES.png, 'a.png']]).expect(409);
      expect(response.body.error).toMatch(/already exists/);
      // The image sent with the refused update is not left behind.
      expect(await storedKeys()).toEqual([]);
    });

    // Images a save drops stay while a kept revision shows them (see editorial.test.ts for their
    // pruning); the post's delete takes them all.
    it('keeps the featured image by default, replaces it, removes it: no orphans', async () => {
      const created = (await create(VALID, [['image', IMAGES.png, 'a.png']]).expect(201))
        .body as Post;
      const first = keyOf(created.imagePath);

      const kept = (await update(VALID.slug, VALID).expect(200)).body as Post;
      expect(kept.imagePath).toBe(created.imagePath);
      expect(await storedKeys()).toEqual([first]);

      const replaced = (
        await update(VALID.slug, VALID, [['image', IMAGES.gif, 'b.gif']]).expect(200)
      ).body as Post;
      const second = keyOf(replaced.imagePath);
      expect(second).not.toBe(first);
      expect(await storedKeys()).toEqual([first, second].sort());
      // The revision the save kept still shows it, to staff; visitors no longer get it.
      await admin.get(created.imagePath!).expect(200);
      await request(app.callback()).get(created.imagePath!).expect(404);

      // A new file wins over removeImage.
      const both = (
        await update(VALID.slug, { ...VALID, removeImage: 'true' }, [
          ['image', IMAGES.webp, 'c.webp'],
        ]).expect(200)
      ).body as Post;
      const third = keyOf(both.imagePath);
      expect(await storedKeys()).toEqual([first, second, third].sort());

      const removed = (await update(VALID.slug, { ...VALID, removeImage: 'true' }).expect(200))
        .body as Post;
      expect(removed.imagePath).toBeNull();
      expect(await storedKeys()).toEqual([first, second, third].sort());
      await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
      expect(await storedKeys()).toEqual([]);
    });

    it('removes content images the new content no longer shows, keeps the others', async () => {
      const created = (
        await create({ ...VALID, content: 'A content-image://0 B content-image://1' }, [
          ['contentImage-0', IMAGES.png, 'a.png'],
          ['contentImage-1', IMAGES.gif, 'b.gif'],
        ]).expect(201)
      ).body as Post;
      const [a, b] = [
        keysInContent(created.content).find((key) => key.endsWith('.png'))!,
        keysInContent(created.content).find((key) => key.endsWith('.gif'))!,
      ];
      expect(await storedKeys()).toEqual([a, b].sort());

      // The editor sends the saved content back, minus image B, plus a new image 0.
      const edited = created.content.replace(`/api/media/${b}`, 'content-image://0');
      const updated = (
        await update(VALID.slug, { ...VALID, content: edited }, [
          ['contentImage-0', IMAGES.webp, 'c.webp'],
        ]).expect(200)
      ).body as Post;
      const c = keysInContent(updated.content).find((key) => key.endsWith('.webp'))!;
      expect(keysInContent(updated.content)).toEqual([a, c].sort());
      expect(await storedKeys()).toEqual([a, b, c].sort());

      await update(VALID.slug, { ...VALID, content: 'No pictures any more' }).expect(200);
      expect(await storedKeys()).toEqual([a, b, c].sort());
      await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe('concurrent writes to one post', () => {
    const contentRows = async () => {
      const [row] = await db.sequelize.query<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM post_content_images',
        { type: QueryTypes.SELECT },
      );
      return Number(row?.n);
    };
    const withImages = { ...VALID, content: 'Chart: content-image://0' };

    it('a PUT racing a DELETE: the DELETE wins or comes second, nothing is left behind (10 rounds)', async () => {
      const puts: number[] = [];
      for (let round = 0; round < 10; round += 1) {
        await create(withImages, [
          ['image', IMAGES.png, 'a.png'],
          ['contentImage-0', IMAGES.gif, 'c.gif'],
        ]).expect(201);
        const [put, del] = await Promise.all([
          update(VALID.slug, { ...withImages, title: `Round ${round}` }, [
            ['image', IMAGES.webp, 'b.webp'],
            ['contentImage-0', IMAGES.png, 'd.png'],
          ]),
          admin.delete(`/api/posts/${VALID.slug}`).set(XHR),
        ]);
        expect(del.status).toBe(200);
        // 200 only when the PUT committed first, so that the DELETE took its images too.
        expect([200, 404]).toContain(put.status);
        puts.push(put.status);
        await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(404);
        expect(await storedKeys()).toEqual([]);
        expect(await contentRows()).toBe(0);
      }
      expect(puts.length).toBe(10);
    }, 60_000);

    it('five PUTs replacing the featured image at once: they take turns, no image is lost', async () => {
      await create(VALID, [['image', IMAGES.png, 'a.png']]).expect(201);
      const responses = await Promise.all(
        [IMAGES.gif, IMAGES.webp, IMAGES.jpeg, IMAGES.png, IMAGES.gif].map((bytes, i) =>
          update(VALID.slug, { ...VALID, title: `Edit ${i}` }, [['image', bytes, `e${i}`]]),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      const post = (await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(200))
        .body as Post;
      // The current one and the five the revisions show, each saved once.
      const stored = await storedKeys();
      expect(stored).toContain(keyOf(post.imagePath));
      expect(stored).toHaveLength(6);

      await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
      expect(await storedKeys()).toEqual([]);
    }, 60_000);

    it('two DELETEs at once: one 200, one 404', async () => {
      await create(withImages, [['contentImage-0', IMAGES.gif, 'c.gif']]).expect(201);
      const statuses = await Promise.all(
        [0, 1].map(async () => (await admin.delete(`/api/posts/${VALID.slug}`).set(XHR)).status),
      );
      expect(statuses.sort()).toEqual([200, 404]);
      expect(await storedKeys()).toEqual([]);
      expect(await contentRows()).toBe(0);
    });
  });

  describe('deleting', () => {
    it('answers JSON, removes the post and all its images, then 404', async () => {
      await create({ ...VALID, content: 'content-image://0' }, [
        ['image', IMAGES.png, 'a.png'],
        ['contentImage-0', IMAGES.jpeg, 'b.jpg'],
      ]).expect(201);
      expect(await storedKeys()).toHaveLength(2);

      const response = await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
      expect(response.body).toEqual({ message: 'Post deleted', slug: VALID.slug });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(await storedKeys()).toEqual([]);
      await request(app.callback()).get(`/api/posts/${VALID.slug}`).expect(404);
      await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(404, {
        error: 'Post not found',
        code: 'posts.not-found',
      });
    });

    it('keeps an image another post still shows (its URL was copied there)', async () => {
      const first = (
        await create({ ...VALID, content: 'content-image://0' }, [
          ['contentImage-0', IMAGES.png, 'a.png'],
        ]).expect(201)
      ).body as Post;
      const [shared] = keysInContent(first.content);
      await create({ ...VALID, slug: 'copy', content: `Copied ![x](/api/media/${shared})` }).expect(
        201,
      );

      await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
      expect(await storedKeys()).toEqual([shared]);
      await request(app.callback()).get(`/api/media/${shared}`).expect(200);

      await admin.delete('/api/posts/copy').set(XHR).expect(200);
      expect(await storedKeys()).toEqual([]);
    });
  });

  it('GET /api/media answers 304 to a matching If-None-Match only while the image exists', async () => {
    const missing = `${'0'.repeat(32)}.png`;
    const unknown = await request(app.callback())
      .get(`/api/media/${missing}`)
      .set('If-None-Match', `"${missing}"`);
    expect(unknown.status).toBe(404);

    const created = await create(VALID, [['image', IMAGES.png, 'a.png']]).expect(201);
    const key = keyOf((created.body as Post).imagePath);
    const revalidate = () =>
      request(app.callback()).get(`/api/media/${key}`).set('If-None-Match', `"${key}"`);
    expect((await revalidate()).status).toBe(304);

    await admin.delete(`/api/posts/${VALID.slug}`).set(XHR).expect(200);
    const deleted = await revalidate();
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ error: 'Image not found' });
  });

  it('GET /api/media answers 404 JSON for unknown or malformed keys', async () => {
    for (const key of [`${'0'.repeat(32)}.png`, '..%2Fapp.sqlite', 'x.svg', '%E0%A4%A']) {
      const response = await request(app.callback()).get(`/api/media/${key}`).expect(404);
      expect(response.body).toMatchObject({ error: 'Image not found' });
    }
  });
});
