import request from 'supertest';
import type { StaffPost, StaffPostList } from '@app/contract/editorial';
import {
  POST_LANGUAGE_MESSAGE,
  TRANSLATION_NOT_FOUND_MESSAGE,
  TRANSLATION_SAME_LANGUAGE_MESSAGE,
  TRANSLATION_SELF_MESSAGE,
  type Post,
  type PostSummary,
} from '@app/contract/posts';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { silentLogger } from '../log/logger';
import { readContentRevision } from './contentRevision';

const TEXT = {
  title: 'VAT registration',
  description: 'When a startup must register',
  content: 'The threshold is AED 375,000.',
  tags: 'VAT',
};

describe.each(DIALECTS)('a post’s language and translation on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: Agent;

  const create = (slug: string, fields: Record<string, string> = {}) =>
    admin
      .post('/api/posts')
      .set(XHR)
      .field({ ...TEXT, slug, ...fields });
  const update = (slug: string, fields: Record<string, string> = {}) =>
    admin
      .put(`/api/posts/${encodeURIComponent(slug)}`)
      .set(XHR)
      .field({ ...TEXT, slug, ...fields });
  const staff = async (slug: string) =>
    (
      await admin
        .get(`/api/staff/posts/${encodeURIComponent(slug)}`)
        .set(XHR)
        .expect(200)
    ).body as StaffPost;
  const links = async (...slugs: string[]) =>
    Object.fromEntries(
      await Promise.all(slugs.map(async (slug) => [slug, (await staff(slug)).translationSlug])),
    ) as Record<string, string | null>;
  const publicList = async (query = '') =>
    ((await request(app.callback()).get(`/api/posts${query}`).expect(200)).body as PostSummary[])
      .map((post) => post.slug)
      .sort();
  const remove = (slug: string) =>
    admin
      .delete(`/api/posts/${encodeURIComponent(slug)}`)
      .set(XHR)
      .expect(200);

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    await addUser(db.sequelize, 'layla', 'admin');
    admin = await signedIn(app, 'layla');
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it('a post is English unless said otherwise, and carries no translation', async () => {
    const created = (await create('plain-english').expect(201)).body as StaffPost;
    expect(created).toMatchObject({ language: 'en', translationSlug: null });
    const read = (await request(app.callback()).get('/api/posts/plain-english').expect(200))
      .body as Post;
    expect(read).toMatchObject({ language: 'en', translationSlug: null });
    await remove('plain-english');
  });

  it('GET /api/posts lists English posts unless asked for Arabic; another language is 400', async () => {
    await create('en-only').expect(201);
    await create('ضريبة-فقط', { language: 'ar', title: 'ضريبة القيمة المضافة' }).expect(201);
    expect(await publicList()).toEqual(['en-only']);
    expect(await publicList('?language=en')).toEqual(['en-only']);
    expect(await publicList('?language=ar')).toEqual(['ضريبة-فقط']);
    for (const query of ['?language=fr', '?language=', '?language=en&language=ar']) {
      const answer = await request(app.callback()).get(`/api/posts${query}`).expect(400);
      expect(answer.body).toMatchObject({ fields: { language: [POST_LANGUAGE_MESSAGE] } });
    }
    // Staff see every post with its language.
    const list = (await admin.get('/api/staff/posts').set(XHR).expect(200)).body as StaffPostList;
    expect(
      list.posts
        .filter((post) => ['en-only', 'ضريبة-فقط'].includes(post.slug))
        .map((post) => [post.slug, post.language])
        .sort(),
    ).toEqual([
      ['en-only', 'en'],
      ['ضريبة-فقط', 'ar'],
    ]);
    await remove('en-only');
    await remove('ضريبة-فقط');
  });

  it('keys the public list’s cache and ETag by language', async () => {
    await create('cached-en').expect(201);
    await create('cached-ar', { language: 'ar' }).expect(201);
    const english = await request(app.callback()).get('/api/posts').expect(200);
    const arabic = await request(app.callback()).get('/api/posts?language=ar').expect(200);
    const revision = await readContentRevision(db.sequelize);
    expect(english.headers.etag).toBe(`W/"r${revision}"`);
    expect(arabic.headers.etag).toMatch(new RegExp(`^W/"r${revision}-[\\w-]+"$`));
    // At one revision, each language keeps its own body.
    expect((english.body as PostSummary[]).map((post) => post.slug)).toEqual(['cached-en']);
    expect((arabic.body as PostSummary[]).map((post) => post.slug)).toEqual(['cached-ar']);
    const again = await request(app.callback()).get('/api/posts?language=ar').expect(200);
    expect(again.text).toBe(arabic.text);
    // One language's tag does not validate the other's copy.
    await request(app.callback())
      .get('/api/posts?language=ar')
      .set('If-None-Match', english.headers.etag!)
      .expect(200);
    await request(app.callback())
      .get('/api/posts?language=ar')
      .set('If-None-Match', arabic.headers.etag!)
      .expect(304);
    await remove('cached-en');
    await remove('cached-ar');
  });

  it('refuses an unknown language and a translation that is missing, itself or same-language', async () => {
    await create('source-en').expect(201);
    await create('other-en').expect(201);
    const problems = async (answer: request.Test) => (await answer.expect(400)).body.fields;
    expect(await problems(create('x-1', { language: 'fr' }))).toEqual({
      language: [POST_LANGUAGE_MESSAGE],
    });
    expect(
      await problems(create('x-2', { language: 'ar', translationOf: 'no-such-post' })),
    ).toEqual({ translationOf: [TRANSLATION_NOT_FOUND_MESSAGE] });
    expect(await problems(create('x-3', { language: 'ar', translationOf: 'x-3' }))).toEqual({
      translationOf: [TRANSLATION_SELF_MESSAGE],
    });
    expect(await problems(update('source-en', { translationOf: 'source-en' }))).toEqual({
      translationOf: [TRANSLATION_SELF_MESSAGE],
    });
    expect(await problems(update('source-en', { translationOf: 'other-en' }))).toEqual({
      translationOf: [TRANSLATION_SAME_LANGUAGE_MESSAGE],
    });
    // Nothing of the refused saves was kept.
    await admin.get('/api/staff/posts/x-2').set(XHR).expect(404);
    await admin.get('/api/staff/posts/x-3').set(XHR).expect(404);
    expect(await links('source-en', 'other-en')).toEqual({
      'source-en': null,
      'other-en': null,
    });
    await remove('source-en');
    await remove('other-en');
  });

  it('links both ways, moves a link from the previous partners, follows a rename, clears on demand', async () => {
    await create('a-en').expect(201);
    await create('c-en').expect(201);
    const before = await readContentRevision(db.sequelize);
    const b = (await create('b-ar', { language: 'ar', translationOf: 'a-en' }).expect(201))
      .body as StaffPost;
    expect(b).toMatchObject({ language: 'ar', translationSlug: 'a-en' });
    expect(await links('a-en', 'b-ar', 'c-en')).toEqual({
      'a-en': 'b-ar',
      'b-ar': 'a-en',
      'c-en': null,
    });
    // a-en was published: its public JSON changed, so every public cache was retired.
    expect(await readContentRevision(db.sequelize)).toBeGreaterThan(before);
    const publicA = (await request(app.callback()).get('/api/posts/a-en').expect(200)).body as Post;
    expect(publicA.translationSlug).toBe('b-ar');

    // C takes B: A is let go.
    await update('c-en', { translationOf: 'b-ar' }).expect(200);
    expect(await links('a-en', 'b-ar', 'c-en')).toEqual({
      'a-en': null,
      'b-ar': 'c-en',
      'c-en': 'b-ar',
    });

    // B is renamed: C follows.
    await update('b-ar', { slug: 'b-ar-renamed' }).expect(200);
    expect(await links('c-en', 'b-ar-renamed')).toEqual({
      'c-en': 'b-ar-renamed',
      'b-ar-renamed': 'c-en',
    });

    // B cannot become English while its translation is English.
    await update('b-ar-renamed', { language: 'en' }).expect(400);

    // An empty field clears both sides; an absent one leaves them.
    await update('c-en').expect(200);
    expect((await staff('c-en')).translationSlug).toBe('b-ar-renamed');
    await update('c-en', { translationOf: '' }).expect(200);
    expect(await links('c-en', 'b-ar-renamed')).toEqual({
      'c-en': null,
      'b-ar-renamed': null,
    });
    for (const slug of ['a-en', 'b-ar-renamed', 'c-en']) await remove(slug);
  });

  it('names only a published translation publicly', async () => {
    await create('public-en').expect(201);
    await create('draft-ar', {
      language: 'ar',
      status: 'draft',
      translationOf: 'public-en',
    }).expect(201);
    expect((await staff('public-en')).translationSlug).toBe('draft-ar');
    const listed = (await request(app.callback()).get('/api/posts').expect(200))
      .body as PostSummary[];
    expect(listed.find((post) => post.slug === 'public-en')?.translationSlug).toBeNull();
    await admin
      .post('/api/staff/posts/draft-ar/status')
      .set(XHR)
      .send({ status: 'published' })
      .expect(200);
    const read = (await request(app.callback()).get('/api/posts/public-en').expect(200))
      .body as Post;
    expect(read.translationSlug).toBe('draft-ar');
    await remove('public-en');
    await remove('draft-ar');
  });

  it('deleting a post clears its partner’s link', async () => {
    await create('stays-en').expect(201);
    await create('goes-ar', { language: 'ar', translationOf: 'stays-en' }).expect(201);
    const before = await readContentRevision(db.sequelize);
    await remove('goes-ar');
    expect((await staff('stays-en')).translationSlug).toBeNull();
    expect(await readContentRevision(db.sequelize)).toBeGreaterThan(before);
    await remove('stays-en');
  });
});
