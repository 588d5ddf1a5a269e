import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { addUser, signedIn, XHR, type Agent } from '../../tests/helpers/content';
import { HOSTILE_DESCRIPTION, HOSTILE_TITLE } from '../../tests/helpers/feedPosts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import type { PostSummary } from '@app/contract/posts';
import type { SiteLanguage } from '@app/contract/languages';
import { PUBLIC_PAGES } from '@app/contract/publicPages';
import { silentLogger } from '../log/logger';
import { readContentRevision } from '../posts/contentRevision';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

const HOST = 'finance.example:8443';
const ORIGIN = `http://${HOST}`;

const FEEDS = [
  ['/sitemap.xml', 'application/xml; charset=utf-8'],
  ['/rss.xml', 'application/rss+xml; charset=utf-8'],
  ['/ar/rss.xml', 'application/rss+xml; charset=utf-8'],
  ['/robots.txt', 'text/plain; charset=utf-8'],
] as const;

/** `<tag>` texts in document order (the feeds are well-formed: see sitemap.test.ts, rss.test.ts). */
function texts(xml: string, tag: string): string[] {
  return Array.from(xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g')), (m) => m[1]!);
}

describe.each(DIALECTS)('feeds on %s', (dialect) => {
  let db: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let admin: Agent;
  const get = (url: string) => request(app.callback()).get(url).set('Host', HOST);
  const save = (slug: string, fields: Record<string, string> = {}) =>
    admin
      .post('/api/posts')
      .set(XHR)
      .field({
        title: `Post ${slug}`,
        slug,
        description: `About ${slug}`,
        content: 'Body',
        tags: '',
        ...fields,
      })
      .expect(201);

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    await addUser(db.sequelize, 'layla', 'admin');
    admin = await signedIn(app, 'layla');
    await save('oldest');
    await save('hostile', { title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION });
    await save('newest');
    await save('oldest-ar', { language: 'ar', title: 'الأقدم', translationOf: 'oldest' });
    await save('only-ar', { language: 'ar', title: 'بالعربية فقط' });
  });
  afterAll(async () => {
    await db.cleanup();
  });

  const posts = async (language: SiteLanguage = 'en') =>
    (await request(app.callback()).get(`/api/posts?language=${language}`).expect(200))
      .body as PostSummary[];

  it('/sitemap.xml: every public page in both languages and every post with its updatedAt as lastmod', async () => {
    const response = await get('/sitemap.xml').expect(200);
    const list = [...(await posts('en')), ...(await posts('ar'))];
    expect(list.find((post) => post.slug === 'oldest')?.translationSlug).toBe('oldest-ar');
    expect(texts(response.text, 'loc')).toEqual([
      ...PUBLIC_PAGES.map((page) => `${ORIGIN}${page}`),
      ...PUBLIC_PAGES.map((page) => `${ORIGIN}/ar${page === '/' ? '' : page}`),
      ...list.map((post) => `${ORIGIN}${post.language === 'ar' ? '/ar' : ''}/blog/${post.slug}`),
    ]);
    expect(response.text).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/blog/oldest-ar"/>`,
    );
    expect(texts(response.text, 'lastmod')).toEqual(
      list.map((post) => post.updatedAt.replace(/\.\d{3}Z$/, 'Z')),
    );
    // The whole body is what the renderer whose output a real parser checks makes of the list.
    expect(response.text).toBe(renderSitemap(ORIGIN, list));
  });

  it('/rss.xml: one item per post, newest first, with the text escaped', async () => {
    const response = await get('/rss.xml').expect(200);
    const list = await posts();
    expect(list.map((post) => post.slug)).toEqual(['newest', 'hostile', 'oldest']);
    expect(
      Array.from(response.text.matchAll(/<guid isPermaLink="true">([^<]*)<\/guid>/g), (m) => m[1]),
    ).toEqual(list.map((post) => `${ORIGIN}/blog/${post.slug}`));
    expect(response.text).toContain(
      '<title>Tom &amp; Jerry&apos;s &quot;VAT&quot; &lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; ]]&gt; &amp;amp; 💸 ضريبة</title>',
    );
    expect(response.text).not.toContain('<script>');
    expect(response.text).toBe(renderRss(ORIGIN, list));
  });

  it('/ar/rss.xml: the Arabic posts at their /ar/blog addresses', async () => {
    const response = await get('/ar/rss.xml').expect(200);
    const list = await posts('ar');
    expect(list.map((post) => post.slug)).toEqual(['only-ar', 'oldest-ar']);
    expect(texts(response.text, 'language')).toEqual(['ar']);
    expect(
      Array.from(response.text.matchAll(/<guid isPermaLink="true">([^<]*)<\/guid>/g), (m) => m[1]),
    ).toEqual(list.map((post) => `${ORIGIN}/ar/blog/${post.slug}`));
    expect(response.text).toBe(renderRss(ORIGIN, list, 'ar'));
  });

  it('/robots.txt: everything but the admin app, and the sitemap', async () => {
    const response = await get('/robots.txt').expect(200);
    expect(response.text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin/',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });

  describe.each(FEEDS)('%s', (url, contentType) => {
    it('has its content type, a revision ETag and revalidation', async () => {
      const response = await get(url).expect(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const revision = await readContentRevision(db.sequelize);
      expect(response.headers.etag).toMatch(new RegExp(`^W/"r${revision}-[\\w-]+"$`));

      const again = await get(url).set('If-None-Match', response.headers.etag!).expect(304);
      expect(again.text).toBe('');
    });

    it('is current the moment a post is saved', async () => {
      const before = await get(url).expect(200);
      const arabic = url.startsWith('/ar/');
      const slug = `fresh-${url.replace(/\W+/g, '')}`;
      await save(slug, arabic ? { language: 'ar' } : {});
      const after = await get(url).set('If-None-Match', before.headers.etag!).expect(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      if (url !== '/robots.txt') {
        expect(after.text).toContain(`${arabic ? '/ar' : ''}/blog/${slug}<`);
      }
    });

    it('does not share an ETag between origins (the body names the origin)', async () => {
      const mine = await get(url).expect(200);
      const theirs = await request(app.callback())
        .get(url)
        .set('Host', 'other.example')
        .set('If-None-Match', mine.headers.etag!)
        .expect(200);
      expect(theirs.text).toContain('http://other.example/');
    });

    it('refuses a Host that is no host name with 400, and other methods with 405', async () => {
      for (const host of ['evil.example/"><x', 'a b', '']) {
        const response = await request(app.callback()).get(url).set('Host', host);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'The Host header is not a valid host name' });
      }
      const post = await request(app.callback()).post(url).set('Host', HOST).expect(405);
      expect(post.headers.allow).toMatch(/GET/);
      expect(post.body).toMatchObject({ error: expect.any(String) });
    });
  });

  it('takes the scheme and host from X-Forwarded-* only with TRUST_PROXY', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.finance.example' };
    const direct = await get('/robots.txt').set(forwarded).expect(200);
    expect(direct.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const proxied = createApp({
      config: { ...db.config, trustProxy: true },
      sequelize: db.sequelize,
      logger: silentLogger,
    });
    const behindNginx = await request(proxied.callback())
      .get('/robots.txt')
      .set('Host', HOST)
      .set(forwarded)
      .expect(200);
    expect(behindNginx.text).toContain('Sitemap: https://www.finance.example/sitemap.xml');
  });

  it('in the embedded mode the feeds win over the page renderer, which keeps the pages', async () => {
    const bundlesDir = mkdtempSync(path.join(os.tmpdir(), 'feeds-bundles-'));
    try {
      mkdirSync(path.join(bundlesDir, 'site', 'dist'), { recursive: true });
      writeFileSync(path.join(bundlesDir, 'site', 'dist', 'index.html'), '<!doctype html>');
      // A file of the same name in the site's dist must not win either.
      writeFileSync(path.join(bundlesDir, 'site', 'dist', 'robots.txt'), 'User-agent: *\n');
      const rendered: string[] = [];
      const renderPage: PageRenderer = async ({ url }) => {
        rendered.push(url);
        return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<p>page</p>' };
      };
      const embedded = createApp({
        config: { ...db.config, serveBundles: true, bundlesDir },
        sequelize: db.sequelize,
        logger: silentLogger,
        renderPage,
      });
      for (const [url, contentType] of FEEDS) {
        const response = await request(embedded.callback()).get(url).set('Host', HOST);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe(contentType);
      }
      expect((await request(embedded.callback()).get('/about').expect(200)).text).toBe(
        '<p>page</p>',
      );
      expect(rendered).toEqual(['/about']);
    } finally {
      rmSync(bundlesDir, { recursive: true, force: true });
    }
  });
});
