import { browser, expect } from '@wdio/globals';
import { CSRF, signIn } from './support/api';
import { absoluteUrl, baseUrl } from './support/baseUrl';

/** Keeps this run's posts apart from whatever other specs write meanwhile. */
const RUN = Date.now().toString(36);
const OLDER = `feeds-older-${RUN}`;
const NEWER = `feeds-newer-${RUN}`;
/** Markup, entities, quotes and non-Latin text, which the feeds must carry as text. */
const HOSTILE_TITLE = `Tom & Jerry's "VAT" <b>bold</b> &amp; ضريبة 💸 ${RUN}`;

interface Feed {
  status: number;
  contentType: string;
  etag: string;
  text: string;
}

/** One request through nginx; nginx takes turns between the two BFF replicas. */
async function read(path: string, ifNoneMatch?: string): Promise<Feed> {
  const response = await fetch(absoluteUrl(path), {
    headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    etag: response.headers.get('etag') ?? '',
    text: await response.text(),
  };
}

/**
 * While nothing changes, a conditional read is a 304 on either replica (two reads in a row: nginx
 * takes turns). Other specs save posts meanwhile, which rightly turns the answer into a 200 with
 * a new ETag; then the check starts again from the new ETag, a few times at most.
 */
async function bothRepliesNotModified(path: string): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { etag } = await read(path);
    const answers = [await read(path, etag), await read(path, etag)];
    if (answers.every((answer) => answer.status === 304 && answer.text === '')) return true;
    // Only a newer revision may turn it down.
    for (const answer of answers) {
      if (answer.status !== 304)
        expect([answer.status, answer.etag === etag]).toEqual([200, false]);
    }
  }
  return false;
}

async function savePost(cookie: string, slug: string, title: string): Promise<void> {
  const form = new FormData();
  form.set('title', title);
  form.set('slug', slug);
  form.set('description', `Feeds check <${RUN}> & more`);
  form.set('content', 'Body.');
  form.set('tags', 'Feeds');
  const response = await fetch(absoluteUrl('/api/posts'), {
    method: 'POST',
    headers: { ...CSRF, Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(201);
}

async function deletePost(cookie: string, slug: string): Promise<number> {
  const response = await fetch(absoluteUrl(`/api/posts/${slug}`), {
    method: 'DELETE',
    headers: { ...CSRF, Cookie: cookie },
  });
  return response.status;
}

interface ParsedFeed {
  /** The parser's complaint; null when the document is well-formed. */
  error: string | null;
  root: string;
  urls: { loc: string; lastmod: string | null }[];
  items: { title: string; link: string; guid: string; permalink: string | null }[];
}

/** Chromium's own XML parser reads the feed: a well-formedness error is reported, not hidden. */
async function parseInBrowser(xml: string): Promise<ParsedFeed> {
  return browser.execute((text: string) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0];
    const all = (name: string, within: Document | Element = document) =>
      Array.from(within.getElementsByTagName(name), (node) => node.textContent ?? '');
    return {
      error: error ? (error.textContent ?? 'parsererror') : null,
      root: document.documentElement.localName,
      urls: Array.from(document.getElementsByTagName('url'), (url) => ({
        loc: all('loc', url)[0] ?? '',
        lastmod: all('lastmod', url)[0] ?? null,
      })),
      items: Array.from(document.getElementsByTagName('item'), (item) => ({
        title: all('title', item)[0] ?? '',
        link: all('link', item)[0] ?? '',
        guid: all('guid', item)[0] ?? '',
        permalink: item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink') ?? null,
      })),
    };
  }, xml);
}

describe('feeds through nginx, two BFF replicas and MariaDB', () => {
  const origin = new URL(baseUrl()).origin;
  let cookie: string;

  before(async () => {
    cookie = await signIn(new URL(baseUrl()).origin);
  });

  after(async () => {
    for (const slug of [OLDER, NEWER]) await deletePost(cookie, slug);
  });

  it('robots.txt keeps crawlers out of the admin app and names the sitemap', async () => {
    const robots = await read('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.contentType).toBe('text/plain; charset=utf-8');
    expect(robots.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin/',
        `Sitemap: ${origin}/sitemap.xml`,
      ]),
    );
  });

  it('shows a post in the sitemap and the RSS feed the moment it is saved, on every replica', async () => {
    const sitemapBefore = await read('/sitemap.xml');
    const rssBefore = await read('/rss.xml');
    expect(sitemapBefore.status).toBe(200);
    expect(rssBefore.status).toBe(200);
    expect(await bothRepliesNotModified('/sitemap.xml')).toBe(true);
    expect(await bothRepliesNotModified('/rss.xml')).toBe(true);

    await savePost(cookie, OLDER, `Older feeds post ${RUN}`);
    await savePost(cookie, NEWER, HOSTILE_TITLE);
    const updated: Record<string, string> = {};
    for (const slug of [OLDER, NEWER]) {
      const post = (await (await fetch(absoluteUrl(`/api/posts/${slug}`))).json()) as {
        updatedAt: string;
      };
      updated[slug] = post.updatedAt;
    }

    // Four reads of each: both replicas answer in turn, and each knows of both posts at once.
    for (let n = 0; n < 4; n += 1) {
      const sitemap = await read('/sitemap.xml', sitemapBefore.etag);
      expect(sitemap.status).toBe(200);
      expect(sitemap.contentType).toBe('application/xml; charset=utf-8');
      const parsedSitemap = await parseInBrowser(sitemap.text);
      expect(parsedSitemap.error).toBeNull();
      expect(parsedSitemap.root).toBe('urlset');
      const locs = parsedSitemap.urls.map((url) => url.loc);
      expect(locs.slice(0, 6)).toEqual(
        ['/', '/about', '/services', '/packages', '/blog', '/contact'].map(
          (page) => `${origin}${page}`,
        ),
      );
      for (const [slug, updatedAt] of Object.entries(updated)) {
        const url = parsedSitemap.urls.find((entry) => entry.loc === `${origin}/blog/${slug}`);
        // W3C datetime to the second, in UTC.
        expect(url?.lastmod).toBe(updatedAt.replace(/\.\d{3}Z$/, 'Z'));
      }

      const rss = await read('/rss.xml', rssBefore.etag);
      expect(rss.status).toBe(200);
      expect(rss.contentType).toBe('application/rss+xml; charset=utf-8');
      const parsedRss = await parseInBrowser(rss.text);
      expect(parsedRss.error).toBeNull();
      expect(parsedRss.root).toBe('rss');
      const mine = parsedRss.items.filter((item) => item.link.includes(RUN));
      // Newest first, the title exactly as typed.
      expect(mine).toEqual([
        {
          title: HOSTILE_TITLE,
          link: `${origin}/blog/${NEWER}`,
          guid: `${origin}/blog/${NEWER}`,
          permalink: 'true',
        },
        {
          title: `Older feeds post ${RUN}`,
          link: `${origin}/blog/${OLDER}`,
          guid: `${origin}/blog/${OLDER}`,
          permalink: 'true',
        },
      ]);
    }
  });

  it('drops a deleted post from both feeds at once', async () => {
    expect(await deletePost(cookie, OLDER)).toBe(200);
    for (let n = 0; n < 2; n += 1) {
      expect((await read('/sitemap.xml')).text).not.toContain(`/blog/${OLDER}<`);
      expect((await read('/rss.xml')).text).not.toContain(`/blog/${OLDER}<`);
    }
  });

  it('every page links the feed from its head', async () => {
    for (const path of ['/', '/blog']) {
      const page = await (await fetch(absoluteUrl(path))).text();
      expect(page).toMatch(
        new RegExp(
          `<link[^>]*rel="alternate"[^>]*type="application/rss\\+xml"[^>]*href="${origin}/rss.xml"`,
        ),
      );
    }
  });
});
