import {
  PUBLISH_AT_INVALID_MESSAGE,
  PUBLISH_AT_PAST_MESSAGE,
  PUBLISH_AT_REQUIRED_MESSAGE,
  type StaffPost,
  type StaffPostList,
} from '@app/contract/editorial';
import type { Post, PostSummary } from '@app/contract/posts';
import { XHR } from '../../tests/helpers/content';
import { useEditorialApp, VALID } from '../../tests/helpers/editorial';
import { DIALECTS } from '../../tests/helpers/testDatabase';
import { IMAGES } from '../../tests/helpers/content';

const MINUTE_MS = 60_000;
const HOST = 'finance.example';
const STATUS_MESSAGE = 'Status must be draft, scheduled or published';

describe.each(DIALECTS)('editorial workflow on %s', (dialect) => {
  const t = useEditorialApp(dialect);
  const inMinutes = (minutes: number) => new Date(t.now().getTime() + minutes * MINUTE_MS);

  const publicSlugs = async (agent = t.anonymous()) =>
    ((await agent.get('/api/posts').expect(200)).body as PostSummary[]).map((post) => post.slug);
  const feed = async (path: string) =>
    (await t.anonymous().get(path).set('Host', HOST).expect(200)).text;
  const draftsAndScheduled = async () => {
    await t.create({ slug: 'a-draft', status: 'draft' }).expect(201);
    await t
      .create({ slug: 'a-schedule', status: 'scheduled', publishAt: inMinutes(60).toISOString() })
      .expect(201);
  };

  describe('what the public sees', () => {
    it('drafts and scheduled posts exist for nobody, signed in or not, in no list or feed', async () => {
      await t.create({ slug: 'out' }).expect(201);
      await draftsAndScheduled();
      expect(await publicSlugs()).toEqual(['out']);
      expect(await publicSlugs(t.admin())).toEqual(['out']);
      for (const slug of ['a-draft', 'a-schedule']) {
        for (const agent of [t.anonymous(), t.admin()]) {
          const response = await agent.get(`/api/posts/${slug}`).expect(404);
          expect(response.body).toMatchObject({ error: 'Post not found' });
        }
        expect(await feed('/sitemap.xml')).not.toContain(`/blog/${slug}`);
        expect(await feed('/rss.xml')).not.toContain(`/blog/${slug}`);
        expect((await t.staffPost(slug)).slug).toBe(slug);
      }
      expect(await feed('/sitemap.xml')).toContain(`http://${HOST}/blog/out</loc>`);
      expect(await feed('/rss.xml')).toContain(`http://${HOST}/blog/out</link>`);
    });

    it('lists by publication, newest first, with publishedAt; RSS dates items by it', async () => {
      const written = t.now();
      await t.create({ slug: 'written-first', status: 'draft' }).expect(201);
      t.advance(MINUTE_MS);
      await t.create({ slug: 'published-first' }).expect(201);
      const published = t.advance(MINUTE_MS);
      await t.setStatus('written-first', { status: 'published' }).expect(200);

      const list = (await t.anonymous().get('/api/posts').expect(200)).body as PostSummary[];
      expect(list.map((post) => [post.slug, post.createdAt, post.publishedAt])).toEqual([
        ['written-first', written.toISOString(), published.toISOString()],
        [
          'published-first',
          new Date(written.getTime() + MINUTE_MS).toISOString(),
          new Date(written.getTime() + MINUTE_MS).toISOString(),
        ],
      ]);
      const one = (await t.anonymous().get('/api/posts/written-first').expect(200)).body as Post;
      expect(one.publishedAt).toBe(published.toISOString());
      const rss = await feed('/rss.xml');
      const item = rss.slice(rss.indexOf('<item>'), rss.indexOf('</item>'));
      expect(item).toContain('/blog/written-first');
      expect(item).toContain(`<pubDate>${published.toUTCString()}</pubDate>`);
      expect(await feed('/sitemap.xml')).toContain(
        `/blog/written-first</loc><lastmod>${published.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
      );
    });

    it('ETags and cached bodies follow publication: a draft leaves them, a publish and an unpublish change them', async () => {
      // A post's read has the list's tag (one revision); a 404 has none.
      const paths = ['/api/posts', '/sitemap.xml', '/rss.xml'];
      const tags = async () =>
        Promise.all(
          paths.map(async (path) => (await t.anonymous().get(path).set('Host', HOST)).headers.etag),
        );
      const first = await tags();
      await t.anonymous().get('/api/posts/news').expect(404);

      await t.create({ slug: 'news', status: 'draft' }).expect(201);
      await t.update('news', { slug: 'news', title: 'Still a draft' }).expect(200);
      // Nothing public changed: every cache stays valid, and the draft stays unseen.
      expect(await tags()).toEqual(first);
      await t.anonymous().get('/api/posts/news').expect(404);

      await t.setStatus('news', { status: 'published' }).expect(200);
      const published = await tags();
      for (const [i, tag] of published.entries()) expect(tag).not.toBe(first[i]);
      await t.anonymous().get('/api/posts/news').set('If-None-Match', first[0]!).expect(200);
      expect(await publicSlugs()).toEqual(['news']);
      expect(await feed('/rss.xml')).toContain('/blog/news');

      await t.setStatus('news', { status: 'draft' }).expect(200);
      for (const [i, tag] of (await tags()).entries()) expect(tag).not.toBe(published[i]);
      await t.anonymous().get('/api/posts/news').expect(404);
      expect(await publicSlugs()).toEqual([]);
      expect(await feed('/sitemap.xml')).not.toContain('/blog/news');
    });
  });

  describe('statuses through the post form', () => {
    it('a create publishes unless it says draft or scheduled, and records who wrote it', async () => {
      const published = (await t.create({ slug: 'now' }).expect(201)).body as StaffPost;
      expect(published).toMatchObject({
        status: 'published',
        publishAt: null,
        publishedAt: t.now().toISOString(),
        createdBy: 'layla',
        updatedBy: 'layla',
        content: VALID.content,
      });
      const draft = (await t.create({ slug: 'later', status: 'draft' }).expect(201))
        .body as StaffPost;
      expect(draft).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });

      // In the editors' zone: 09:30 in Dubai is 05:30 UTC.
      const day = t.now().getUTCFullYear() + 1;
      const scheduled = (
        await t
          .create({ slug: 'planned', status: 'scheduled', publishAt: `${day}-03-01T09:30+04:00` })
          .expect(201)
      ).body as StaffPost;
      expect(scheduled).toMatchObject({
        status: 'scheduled',
        publishAt: `${day}-03-01T05:30:00.000Z`,
        publishedAt: null,
      });
    });

    it('an update without a status keeps it; the editor who saved is recorded', async () => {
      const publishAt = inMinutes(90).toISOString();
      await t.create({ slug: 'planned', status: 'scheduled', publishAt }).expect(201);
      await t.create({ slug: 'draft', status: 'draft' }).expect(201);
      const moderator = t.moderator();
      const planned = (
        await t.update('planned', { slug: 'planned', title: 'Edited' }, [], moderator).expect(200)
      ).body as StaffPost;
      expect(planned).toMatchObject({
        status: 'scheduled',
        publishAt,
        createdBy: 'layla',
        updatedBy: 'omar',
      });
      const draft = (await t.update('draft', { slug: 'draft', title: 'Edited' }).expect(200))
        .body as StaffPost;
      expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
      // publishAt without a status changes nothing either.
      await t.update('draft', { slug: 'draft', publishAt: inMinutes(5).toISOString() }).expect(200);
      expect(await t.staffPost('draft')).toMatchObject({ status: 'draft', publishAt: null });
    });

    it('publishedAt: set when first published, kept by later saves, set again by a re-publish', async () => {
      const first = t.now().toISOString();
      await t.create({ slug: 'p' }).expect(201);
      t.advance(MINUTE_MS);
      expect((await t.update('p', { slug: 'p', title: 'Edited' }).expect(200)).body).toMatchObject({
        publishedAt: first,
        updatedAt: t.now().toISOString(),
      });
      // Publishing what is published keeps the date.
      t.advance(MINUTE_MS);
      expect((await t.setStatus('p', { status: 'published' }).expect(200)).body).toMatchObject({
        publishedAt: first,
      });
      t.advance(MINUTE_MS);
      const unpublished = (await t.setStatus('p', { status: 'draft' }).expect(200))
        .body as StaffPost;
      expect(unpublished).toMatchObject({ status: 'draft', publishedAt: first });
      t.advance(MINUTE_MS);
      const again = (await t.update('p', { slug: 'p', status: 'published' }).expect(200))
        .body as StaffPost;
      expect(again).toMatchObject({ status: 'published', publishedAt: t.now().toISOString() });
    });

    it('a schedule through the status call; publishing now clears it', async () => {
      await t.create({ slug: 'p', status: 'draft' }).expect(201);
      const publishAt = inMinutes(30).toISOString();
      const scheduled = (await t.setStatus('p', { status: 'scheduled', publishAt }).expect(200))
        .body as StaffPost;
      expect(scheduled).toMatchObject({ status: 'scheduled', publishAt, publishedAt: null });
      expect(await publicSlugs()).toEqual([]);
      const now = (await t.setStatus('p', { status: 'published' }).expect(200)).body as StaffPost;
      expect(now).toMatchObject({
        status: 'published',
        publishAt: null,
        publishedAt: t.now().toISOString(),
      });
      expect(await publicSlugs()).toEqual(['p']);
    });
  });

  describe('bad input', () => {
    const past = () => new Date(t.now().getTime() - MINUTE_MS).toISOString();
    const cases = (): Array<[string, Record<string, unknown>, Record<string, string[]>]> => [
      [
        'a time in the past',
        { status: 'scheduled', publishAt: past() },
        { publishAt: [PUBLISH_AT_PAST_MESSAGE] },
      ],
      [
        'the present moment',
        { status: 'scheduled', publishAt: t.now().toISOString() },
        { publishAt: [PUBLISH_AT_PAST_MESSAGE] },
      ],
      ['no time', { status: 'scheduled' }, { publishAt: [PUBLISH_AT_REQUIRED_MESSAGE] }],
      [
        'a time without a zone',
        { status: 'scheduled', publishAt: '2099-01-01T10:00' },
        { publishAt: [PUBLISH_AT_INVALID_MESSAGE] },
      ],
      [
        'words',
        { status: 'scheduled', publishAt: 'tomorrow' },
        { publishAt: [PUBLISH_AT_INVALID_MESSAGE] },
      ],
      [
        'a day no calendar has',
        { status: 'scheduled', publishAt: '2099-02-30T10:00:00Z' },
        { publishAt: [PUBLISH_AT_INVALID_MESSAGE] },
      ],
      [
        'an hour past 23',
        { status: 'scheduled', publishAt: '2099-01-01T24:30:00Z' },
        { publishAt: [PUBLISH_AT_INVALID_MESSAGE] },
      ],
      ['an unknown status', { status: 'live' }, { status: [STATUS_MESSAGE] }],
      ['an empty status', { status: '' }, { status: [STATUS_MESSAGE] }],
    ];

    it('the post form: 400 naming the field, nothing stored', async () => {
      for (const [what, fields, expected] of cases()) {
        const created = await t.create({ slug: 'refused', ...fields } as Record<string, string>, [
          ['image', IMAGES.png, 'a.png'],
        ]);
        expect([what, created.status, created.body]).toMatchObject([
          what,
          400,
          { error: 'Validation failed', fields: expected },
        ]);
      }
      expect(await t.storedKeys()).toEqual([]);
      expect(
        ((await t.admin().get('/api/staff/posts').expect(200)).body as StaffPostList).posts,
      ).toEqual([]);

      await t.create({ slug: 'kept', status: 'draft' }).expect(201);
      for (const [what, fields, expected] of cases()) {
        const updated = await t.update('kept', {
          slug: 'kept',
          title: 'Changed',
          ...fields,
        } as Record<string, string>);
        expect([what, updated.status, updated.body.fields]).toEqual([what, 400, expected]);
      }
      expect(await t.staffPost('kept')).toMatchObject({ title: VALID.title, status: 'draft' });
      expect(await t.storedKeys()).toEqual([]);
    });

    it('the form reports status and text problems together', async () => {
      const response = await t.create({ title: ' ', status: 'live' }).expect(400);
      expect(response.body.fields).toEqual({
        title: ['Title is required'],
        status: [STATUS_MESSAGE],
      });
      const twice = await t
        .admin()
        .post('/api/posts')
        .set(XHR)
        .field({ ...VALID })
        .field('status', 'draft')
        .field('status', 'published')
        .expect(400);
      expect(twice.body.fields).toEqual({ status: [STATUS_MESSAGE] });
    });

    it('the status call: 400 naming the field, the post unchanged; other bodies 4xx JSON', async () => {
      await t.create({ slug: 'p', status: 'draft' }).expect(201);
      for (const [what, body, expected] of cases()) {
        const response = await t.setStatus('p', body);
        expect([what, response.status, response.body]).toMatchObject([
          what,
          400,
          { error: 'Validation failed', fields: expected },
        ]);
      }
      for (const body of [
        [],
        'published',
        null,
        { status: 'scheduled', publishAt: 12 },
        { status: ['draft'] },
      ]) {
        const response = await t.setStatus('p', body).set('Content-Type', 'application/json');
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual(expect.any(String));
      }
      const malformed = await t
        .admin()
        .post('/api/staff/posts/p/status')
        .set(XHR)
        .set('Content-Type', 'application/json')
        .send('{"status":');
      expect([malformed.status, malformed.body]).toMatchObject([
        400,
        { error: 'Malformed JSON body' },
      ]);
      const form = await t
        .admin()
        .post('/api/staff/posts/p/status')
        .set(XHR)
        .field('status', 'draft');
      expect(form.status).toBe(415);
      const huge = await t.setStatus('p', { status: 'scheduled', publishAt: 'x'.repeat(20_000) });
      expect(huge.status).toBe(413);
      expect(await t.staffPost('p')).toMatchObject({ status: 'draft', publishAt: null });
    });
  });

  describe('staff reads and who may make them', () => {
    it('lists every status or one, newest first, with the count of each; never cached', async () => {
      await t.create({ slug: 'one' }).expect(201);
      t.advance(1);
      await t.create({ slug: 'two' }).expect(201);
      t.advance(1);
      await draftsAndScheduled();
      const all = await t.admin().get('/api/staff/posts').expect(200);
      expect(all.headers['cache-control']).toBe('no-store');
      const list = all.body as StaffPostList;
      expect(list.counts).toEqual({ draft: 1, scheduled: 1, published: 2 });
      expect(list.posts.map((post) => [post.slug, post.status])).toEqual([
        ['a-schedule', 'scheduled'],
        ['a-draft', 'draft'],
        ['two', 'published'],
        ['one', 'published'],
      ]);
      expect(list.posts[0]).not.toHaveProperty('content');
      expect(list.posts[0]).toMatchObject({ createdBy: 'layla', updatedBy: 'layla' });

      const drafts = (await t.moderator().get('/api/staff/posts?status=draft').expect(200))
        .body as StaffPostList;
      expect(drafts.posts.map((post) => post.slug)).toEqual(['a-draft']);
      expect(drafts.counts).toEqual(list.counts);

      for (const query of ['?status=live', '?status=', '?status=draft&status=published']) {
        const refused = await t.admin().get(`/api/staff/posts${query}`).expect(400);
        expect(refused.body).toMatchObject({
          error: 'Validation failed',
          fields: { status: [STATUS_MESSAGE] },
        });
      }
    });

    it('401 signed out, 403 for other roles, JSON 404 for what does not exist', async () => {
      await t.create({ slug: 'p', status: 'draft' }).expect(201);
      const calls: Array<[method: 'get' | 'post' | 'delete', path: string, body?: object]> = [
        ['get', '/api/staff/posts'],
        ['get', '/api/staff/posts/p'],
        ['post', '/api/staff/posts/p/status', { status: 'published' }],
        ['get', '/api/staff/posts/p/revisions'],
        ['get', '/api/staff/posts/p/revisions/1'],
        ['post', '/api/staff/posts/p/revisions/1/restore'],
        ['get', '/api/staff/posts/p/previews'],
        ['post', '/api/staff/posts/p/previews'],
        ['delete', '/api/staff/posts/p/previews/1'],
      ];
      for (const [method, path, body] of calls) {
        const anonymous = await t.anonymous()[method](path).set(XHR).send(body);
        expect([path, anonymous.status, anonymous.body]).toMatchObject([
          path,
          401,
          { error: 'Sign in first' },
        ]);
        const viewer = await t.viewer()[method](path).set(XHR).send(body);
        expect([path, viewer.status, viewer.body]).toMatchObject([
          path,
          403,
          { error: 'Your role may not do this' },
        ]);
      }
      for (const [method, path, body] of calls.slice(1)) {
        for (const missing of ['missing', 'UPPER', '%00']) {
          const admin = t.admin();
          const response = await admin[method](path.replace(/\/p(\/|$)/, `/${missing}$1`))
            .set(XHR)
            .send(body);
          expect([path, missing, response.status, response.body]).toMatchObject([
            path,
            missing,
            404,
            { error: 'Post not found' },
          ]);
        }
      }
      for (const id of ['0', 'abc', '99999999999', '1.5', '-1']) {
        for (const [method, path, message] of [
          ['get', `/api/staff/posts/p/revisions/${id}`, 'Revision not found'],
          ['post', `/api/staff/posts/p/revisions/${id}/restore`, 'Revision not found'],
          ['delete', `/api/staff/posts/p/previews/${id}`, 'Preview link not found'],
        ] as const) {
          const response = await t.admin()[method](path).set(XHR);
          expect([path, response.status, response.body]).toMatchObject([
            path,
            404,
            { error: message },
          ]);
        }
      }
      // Still a draft: nothing above changed it.
      expect(await t.staffPost('p')).toMatchObject({ status: 'draft' });
    });
  });
});
