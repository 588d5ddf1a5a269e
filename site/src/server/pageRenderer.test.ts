/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSignedInTestServer, type SignedInTestServer } from '@app/bff/testing';
import { JSDOM } from 'jsdom';
import { LANGUAGE_FIELD, TRANSLATION_OF_FIELD, type Post } from '@app/contract';
import { ar as arCatalogue } from '../i18n/messages/ar';
import { en as enCatalogue } from '../i18n/messages/en';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@app/contract/errorCodes';
import { createPageRenderer } from './pageRenderer';

// Each test renders pages against a real BFF on a machine other suites share.
jest.setTimeout(60_000);

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';
const ADMIN = { username: 'cache-admin', password: 'cache-admin-password' };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let bff: SignedInTestServer['server'];
let stopBff: () => Promise<void>;
/** A stand-in in front of the real BFF: passes reads on, except those a test answers itself. */
let front: http.Server;
let frontUrl: string;
/** Requests the stand-in saw, by path. */
const reads = new Map<string, number>();
/** Answers the stand-in gives in place of the BFF, by path; each is used once unless kept. */
const answers = new Map<string, { status: number; body: string; keep?: boolean }>();
let distDir: string;
let cookie: string;

beforeAll(async () => {
  // The real BFF on SQLite: the renderer reads posts and the content revision over HTTP.
  distDir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  ({
    server: bff,
    cookie,
    close: stopBff,
  } = await startSignedInTestServer(ADMIN, 'page-cache-test-'));

  front = http.createServer((req, res) => {
    const url = req.url ?? '/';
    reads.set(url, (reads.get(url) ?? 0) + 1);
    const answer = answers.get(url);
    if (answer) {
      if (!answer.keep) answers.delete(url);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      return;
    }
    fetch(`${bff.url}${url}`).then(
      async (response) =>
        res
          .writeHead(response.status, { 'Content-Type': 'application/json' })
          .end(await response.text()),
      () => res.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  await stopBff();
  rmSync(distDir, { recursive: true, force: true });
});

async function savePost(
  slug: string,
  title: string,
  method: 'POST' | 'PUT' = 'POST',
  language?: { language: 'en' | 'ar'; translationOf?: string },
) {
  const form = new FormData();
  if (language) {
    form.set(LANGUAGE_FIELD, language.language);
    if (language.translationOf) form.set(TRANSLATION_OF_FIELD, language.translationOf);
  }
  form.set('title', title);
  form.set('slug', slug);
  form.set('description', `About ${title}`);
  form.set('content', `# ${title}\n\nBody.`);
  form.set('tags', '[]');
  const url = method === 'POST' ? `${bff.url}/api/posts` : `${bff.url}/api/posts/${slug}`;
  const response = await fetch(url, { method, headers: { ...XHR, cookie }, body: form });
  expect([200, 201]).toContain(response.status);
}

const request = (url: string) => ({ url, headers: { host: 'finance.example' } });
const text = (page: { body: string | Uint8Array }) => Buffer.from(page.body).toString('utf8');

describe('createPageRenderer with its page cache', () => {
  it('shows a post saved through the API on the very next request of a cached page', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const before = await render(request('/blog'));
    expect(before.status).toBe(200);
    expect(text(before)).not.toContain('Cache Fresh One');
    expect(text(await render(request('/blog')))).toBe(text(before));

    await savePost('cache-fresh-one', 'Cache Fresh One');
    expect(text(await render(request('/blog')))).toContain('Cache Fresh One');

    await savePost('cache-fresh-one', 'Cache Fresh Renamed', 'PUT');
    const renamed = text(await render(request('/blog/cache-fresh-one')));
    expect(renamed).toContain('Cache Fresh Renamed');
    expect(text(await render(request('/blog')))).toContain('Cache Fresh Renamed');
  });

  it('keeps a missing post 404 only until that post exists', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    expect((await render(request('/blog/cache-late-post'))).status).toBe(404);
    expect((await render(request('/blog/cache-late-post'))).status).toBe(404);
    await savePost('cache-late-post', 'Cache Late Post');
    const page = await render(request('/blog/cache-late-post'));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Cache Late Post');
  });

  it('serves pages that load the boot script when the build has one, the entry named for it', async () => {
    const builtDir = mkdtempSync(path.join(os.tmpdir(), 'page-boot-dist-'));
    try {
      writeFileSync(
        path.join(builtDir, 'index.html'),
        TEMPLATE.replace('</head>', '<script defer src="/main.1a2b3c4d.js"></script></head>'),
      );
      writeFileSync(path.join(builtDir, 'boot.5e6f7a8b.js'), '');
      const render = createPageRenderer({ distDir: builtDir, apiOrigin: bff.url, cacheEntries: 0 });
      const page = text(await render(request('/about')));
      expect(page).toContain('<script async src="/boot.5e6f7a8b.js" data-app="/main.1a2b3c4d.js">');
      expect(page).not.toContain('<script defer src="/main.1a2b3c4d.js">');
    } finally {
      rmSync(builtDir, { recursive: true, force: true });
    }
  });

  it('gives each caller its own headers, so one answer cannot leak into the next', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const first = await render(request('/about'));
    first.headers['Set-Cookie'] = 'leak=1';
    const second = await render(request('/about'));
    expect(second.headers['Set-Cookie']).toBeUndefined();
  });

  it('asks for no process of its own for a public page, as it does for a private one', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    for (const url of ['/', '/about', '/ar/blog']) {
      const page = await render(request(url));
      expect([url, page.status, page.headers['Cross-Origin-Opener-Policy']]).toEqual([
        url,
        200,
        undefined,
      ]);
    }
  });

  it("renders the booking calendar anew on the business's next day rather than from the cache", async () => {
    // Only the date is frozen: the BFF and the HTTP client keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
      // 23:00 in Dubai.
      now: new Date('2026-11-24T19:00:00Z'),
    });
    try {
      const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
      const late = text(await render(request('/contact')));
      expect(late).toContain('"today":"2026-11-24"');
      expect(text(await render(request('/contact')))).toBe(late);

      // Half past midnight in Dubai, still the 24th in UTC.
      jest.setSystemTime(new Date('2026-11-24T20:30:00Z'));
      const next = text(await render(request('/contact')));
      expect(next).toContain('"today":"2026-11-25"');
      // The calendar opens on that day.
      expect(next).toMatch(/<input(?=[^>]*checked="")(?=[^>]*value="2026-11-25")[^>]*>/);
    } finally {
      jest.useRealTimers();
    }
  }, 30_000);

  it('answers 503 while the BFF is unreachable, since every page shows its site content', async () => {
    const render = createPageRenderer({
      distDir,
      apiOrigin: 'http://127.0.0.1:9',
      cacheEntries: 50,
    });
    const page = await render(request('/about'));
    expect(page.status).toBe(503);
    expect(page.headers['Retry-After']).toBe('5');
  });
});

/** The URLs a page writes for itself, as a crawler or a share card reads them. */
function originsIn(page: { body: string | Uint8Array }) {
  const { document } = new JSDOM(text(page)).window;
  const state = JSON.parse(document.getElementById('page-state')?.textContent ?? '{}') as {
    origin?: string;
  };
  return {
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => script.textContent)
      .join(''),
    state: state.origin,
  };
}

describe('a page whose data could not be read', () => {
  it('answers 503 with Retry-After, keeps nothing, and shows the post once the BFF answers', async () => {
    await savePost('fault-post', 'Fault Post');
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    answers.set('/api/posts/fault-post', { status: 503, body: '{"error":"Service Unavailable"}' });

    const failed = await render(request('/blog/fault-post'));
    expect(failed.status).toBe(503);
    expect(failed.headers['Retry-After']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(failed.headers['Cache-Control']).toBe('no-store');
    expect(text(failed)).toContain('temporarily unavailable');
    expect(text(failed)).not.toMatch(/Not Found|noindex, nofollow|Fault Post/);

    const page = await render(request('/blog/fault-post'));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Fault Post');
    expect(text(page)).not.toContain('noindex');
  });

  it.each(['/blog', '/'])('%s: 503 while the list fails, never an empty list', async (url) => {
    await savePost(`listed-${url.length}`, `Listed Post ${url.length}`);
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    answers.set('/api/posts', { status: 500, body: '{"error":"Internal Server Error"}' });
    const failed = await render(request(url));
    expect(failed.status).toBe(503);
    expect(text(failed)).not.toContain('Loading our latest articles');

    const page = await render(request(url));
    expect(page.status).toBe(200);
    expect(text(page)).toContain(`Listed Post ${url.length}`);
  });

  it('answers 503 while the BFF cannot be reached at all', async () => {
    const render = createPageRenderer({
      distDir,
      apiOrigin: 'http://127.0.0.1:9',
      cacheEntries: 50,
    });
    expect((await render(request('/blog/anything'))).status).toBe(503);
    expect((await render(request('/blog'))).status).toBe(503);
  });

  it('keeps a real 404 from the BFF as the not-found page, served from the cache', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    const missing = '/api/posts/never-written';
    const before = reads.get(missing) ?? 0;
    const first = await render(request('/blog/never-written'));
    expect(first.status).toBe(404);
    expect(text(first)).toContain('Blog Post Not Found');
    expect((await render(request('/blog/never-written'))).status).toBe(404);
    expect(reads.get(missing)).toBe(before + 1);
  });
});

describe("the origin in a page's URLs", () => {
  const spoofed = {
    host: 'finance.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('ignores X-Forwarded-* unless told to trust the proxy', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const page = await render({ url: '/blog/cache-late-post', headers: spoofed });
    expect(page.status).toBe(200);
    expect(originsIn(page)).toEqual({
      canonical: 'http://finance.example/blog/cache-late-post',
      ogUrl: 'http://finance.example/blog/cache-late-post',
      jsonLd: expect.not.stringContaining('evil') as unknown,
      state: 'http://finance.example',
    });
    expect(text(page)).not.toContain('evil.example');
  });

  it('follows them behind a trusted proxy, and prefers a configured public origin', async () => {
    const trusting = createPageRenderer({
      distDir,
      apiOrigin: bff.url,
      cacheEntries: 50,
      trustProxy: true,
    });
    expect(originsIn(await trusting({ url: '/about', headers: spoofed })).canonical).toBe(
      'https://evil.example/about',
    );
    const configured = createPageRenderer({
      distDir,
      apiOrigin: bff.url,
      cacheEntries: 50,
      trustProxy: true,
      publicOrigin: 'https://www.finance.example',
    });
    expect(originsIn(await configured({ url: '/about', headers: spoofed })).state).toBe(
      'https://www.finance.example',
    );
  });

  it("never hands one visitor's origin to another from the cache", async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    for (const host of ['one.example', 'two.example', 'one.example']) {
      const page = await render({ url: '/blog', headers: { host } });
      expect(originsIn(page).state).toBe(`http://${host}`);
      expect(text(page)).not.toContain(host === 'one.example' ? 'two.example' : 'one.example');
    }
  });

  it.each([
    ['a Host that is no host name', { host: 'a b' }, false],
    ['a port out of range', { host: 'evil.example:99999' }, false],
    ['markup', { host: '<x' }, false],
    ['an empty Host', { host: '' }, false],
    ['no Host', {}, false],
    [
      'a trusted X-Forwarded-Host that is no host name',
      { ...spoofed, 'x-forwarded-host': 'a b' },
      true,
    ],
  ])('%s is refused with a JSON 400, reported once', async (_what, headers, trustProxy) => {
    const errors: unknown[] = [];
    const refused: string[] = [];
    const render = createPageRenderer({
      distDir,
      apiOrigin: bff.url,
      trustProxy,
      publicOrigin: undefined,
      onError: (error) => errors.push(error),
      onBadRequest: (reason) => refused.push(reason),
    });
    const page = await render({ url: '/about', headers });
    expect(page.status).toBe(400);
    expect(page.headers['Content-Type']).toMatch(/^application\/json/);
    expect(JSON.parse(text(page))).toEqual({
      error: 'The Host header is not a valid host name',
      code: 'request.invalid-host',
    });
    expect(refused).toEqual(['invalid host']);
    expect(errors).toEqual([]);
  });

  it('ignores an X-Forwarded-Host it does not trust, however broken', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 0 });
    const page = await render({ url: '/about', headers: { ...spoofed, 'x-forwarded-host': '<x' } });
    expect(page.status).toBe(200);
  });
});

describe('the page cache and the query string', () => {
  it('renders a page once whatever parameters it does not read', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    const first = await render(request('/blog?utm_source=a'));
    const before = reads.get('/api/posts') ?? 0;
    for (let i = 0; i < 20; i += 1) {
      const page = await render(request(`/blog?utm_source=${Math.random()}&ref=${i}`));
      expect(text(page)).toBe(text(first));
    }
    expect(await render(request('/blog'))).toMatchObject({ status: 200 });
    expect(reads.get('/api/posts') ?? 0).toBe(before);
  });

  it('keeps one slot for them, so tracking links cannot push real pages out', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 2 });
    await render(request('/blog'));
    for (let i = 0; i < 10; i += 1) await render(request(`/about?utm=${i}`));
    const before = reads.get('/api/posts') ?? 0;
    await render(request('/blog'));
    expect(reads.get('/api/posts') ?? 0).toBe(before);
  });
});

describe('paths with empty segments', () => {
  it.each([
    ['//x/about', '/x/about'],
    ['//evil.example/blog/cache-late-post', '/evil.example/blog/cache-late-post'],
    ['/\\evil.example/about', '/evil.example/about'],
    ['/.//evil.example/about?q=1', '/evil.example/about?q=1'],
    ['/blog//cache-late-post', '/blog/cache-late-post'],
    ['///', '/'],
  ])('%s is sent to %s on this site', async (url, location) => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const page = await render(request(url));
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe(location);
    expect(page.headers.Location).not.toMatch(/^\/[/\\]/);
  });

  it('renders their single-slash form as the browser will: not found', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    expect((await render(request('/x/about'))).status).toBe(404);
  });

  it.each(['*', 'http://evil.example/about'])('refuses the target %s with 400', async (url) => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    expect((await render(request(url))).status).toBe(400);
  });
});

/**
 * A post is the author's text: however it is built, rendering it costs time in proportion to its
 * size. A megabyte (ten times what the API stores; the stand-in serves it) of the shapes that made
 * the article rules backtrack, where every start re-read the rest of the text (a post of 99,990
 * `<` took 13 s), through the whole page render. Measured as the CPU time of this process that the
 * content adds to the same page with an ordinary post: the BFF runs in this process too, and a
 * busy machine inflates wall-clock time, not CPU time.
 */
describe('an article of hostile content', () => {
  const part = (unit: string) => unit.repeat(Math.ceil(1_000_000 / 6 / unit.length));
  const HOSTILE = [part('<'), part('<img '), part('!['), part('['), part(']'), `${part('x')}\n`];

  it('renders a megabyte of it in linear time', async () => {
    const list = (await (await fetch(`${bff.url}/api/posts`)).json()) as Post[];
    const post: Post = { ...list[0]!, slug: 'hostile', content: HOSTILE.join('') };
    answers.set('/api/posts/hostile', { status: 200, body: JSON.stringify(post), keep: true });
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 0 });
    const cpuMsToRender = async (url: string) => {
      const cpu = process.cpuUsage();
      const page = await render(request(url));
      const used = process.cpuUsage(cpu);
      expect(page.status).toBe(200);
      return (used.user + used.system) / 1000;
    };
    // The first render loads the article's lazy parts.
    await cpuMsToRender(`/blog/${list[0]!.slug}`);
    const ordinary = await cpuMsToRender(`/blog/${list[0]!.slug}`);
    const hostile = await cpuMsToRender('/blog/hostile');
    expect(hostile - ordinary).toBeLessThan(1_000);
  });
});

describe('a preview page', () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
  const previewApi = `/api/previews/${TOKEN}`;
  const draft: Post = {
    id: 9001,
    slug: 'draft-in-preview',
    language: 'en',
    translationSlug: null,
    title: 'Draft In Preview',
    description: 'Not public yet',
    tags: 'VAT',
    imagePath: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    publishedAt: null,
    content: '# Draft In Preview\n\nThe body of the draft.',
  };

  it('renders the draft as its article, reads it anew each time, and lets nobody keep it', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    answers.set(previewApi, { status: 200, body: JSON.stringify({ post: draft }) });
    const before = reads.get(previewApi) ?? 0;

    const page = await render(request(`/preview/${TOKEN}`));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    const html = text(page);
    expect(html).toContain('The body of the draft.');
    expect(html).toMatch(/<meta[^>]* name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');

    // The draft changed: the next request shows the change (no page cache for previews).
    answers.set(previewApi, {
      status: 200,
      body: JSON.stringify({ post: { ...draft, title: 'Draft Retitled' } }),
    });
    expect(text(await render(request(`/preview/${TOKEN}`)))).toContain('Draft Retitled');
    expect(reads.get(previewApi)).toBe(before + 2);
  });

  it('sends the reader to the article once the post is published', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    answers.set(previewApi, {
      status: 200,
      body: JSON.stringify({ publishedSlug: 'draft-in-preview' }),
    });
    const page = await render(request(`/preview/${TOKEN}`));
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe('/blog/draft-in-preview');
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(text(page)).toBe('');
  });

  it.each([
    ['a token the BFF does not know', TOKEN],
    ['a token of the wrong shape, without asking the BFF', 'short'],
  ])('answers 404 for %s, saying nothing of why', async (_case, token) => {
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    answers.set(`/api/previews/${token}`, { status: 404, body: '{"error":"Preview not found"}' });
    const before = reads.get(`/api/previews/${token}`) ?? 0;
    const page = await render(request(`/preview/${token}`));
    expect(page.status).toBe(404);
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(text(page)).toContain('Preview Not Available');
    expect(text(page)).not.toContain('Draft In Preview');
    expect(reads.get(`/api/previews/${token}`) ?? 0).toBe(token === TOKEN ? before + 1 : before);
    answers.delete(`/api/previews/${token}`);
  });
});

describe('a preview page of the real BFF', () => {
  const api = (path: string, init: RequestInit & { as?: string } = {}) =>
    fetch(`${bff.url}${path}`, {
      ...init,
      headers: { ...XHR, 'Content-Type': 'application/json', cookie: init.as ?? cookie },
    });
  const anonymousPost = (path: string, body: unknown) =>
    fetch(`${bff.url}${path}`, {
      method: 'POST',
      headers: { ...XHR, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const previewOf = async (slug: string, as?: string): Promise<string> => {
    const made = await api(`/api/staff/posts/${slug}/previews`, { method: 'POST', as });
    expect(made.status).toBe(201);
    return ((await made.json()) as { path: string }).path;
  };
  const draft = async (slug: string, language?: { language: 'ar'; translationOf: string }) => {
    const form = new FormData();
    form.set('status', 'draft');
    if (language) {
      form.set(LANGUAGE_FIELD, language.language);
      form.set(TRANSLATION_OF_FIELD, language.translationOf);
    }
    for (const [name, value] of Object.entries({
      title: `Title of ${slug}`,
      slug,
      description: 'A draft',
      content: 'Draft body.',
      tags: '[]',
    })) {
      form.set(name, value);
    }
    const response = await fetch(`${bff.url}/api/posts`, {
      method: 'POST',
      headers: { ...XHR, cookie },
      body: form,
    });
    expect(response.status).toBe(201);
  };

  it('carries no slug of an unpublished translation in its page state', async () => {
    await draft('preview-state-en');
    await draft('preview-state-ar', { language: 'ar', translationOf: 'preview-state-en' });
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const page = await render(request(await previewOf('preview-state-en')));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Draft body.');
    expect(text(page)).not.toContain('preview-state-ar');
  });

  it('answers 404 for the preview of a member who was deactivated since', async () => {
    const added = await api('/api/team', {
      method: 'POST',
      body: JSON.stringify({ username: 'preview-maker', role: 'moderator' }),
    });
    expect(added.status).toBe(201);
    const { member, link } = (await added.json()) as {
      member: { id: number };
      link: { token: string };
    };
    const password = 'preview-maker-orbit-42';
    expect(
      (await anonymousPost('/api/password-links/use', { token: link.token, password })).status,
    ).toBe(200);
    const login = await anonymousPost('/api/login', { username: 'preview-maker', password });
    expect(login.status).toBe(200);
    const theirs = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    await draft('preview-of-a-leaver');
    const path = await previewOf('preview-of-a-leaver', theirs);
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    expect((await render(request(path))).status).toBe(200);
    const deactivated = await api(`/api/team/${member.id}/deactivate`, { method: 'POST' });
    expect(deactivated.status).toBe(200);
    const page = await render(request(path));
    expect(page.status).toBe(404);
    expect(text(page)).not.toContain('Draft body.');
  });
});

describe('the pages of each language', () => {
  const htmlOf = (page: { body: string | Uint8Array }) =>
    new JSDOM(text(page)).window.document.documentElement;

  it('renders /about and /ar/about as two documents in their own language, each kept', async () => {
    const renders: string[] = [];
    let origins = 0;
    const apiOrigin = () => {
      origins += 1;
      return frontUrl;
    };
    const render = createPageRenderer({ distDir, apiOrigin, cacheEntries: 50 });
    const asked = origins;
    const english = await render(request('/about'));
    const arabic = await render(request('/ar/about'));
    expect([english.status, arabic.status]).toEqual([200, 200]);
    // Per page: the business's zone, the content revision and the render's own reads.
    expect(origins - asked).toBe(6);
    expect(text(arabic)).not.toBe(text(english));
    const [en, ar] = [htmlOf(english), htmlOf(arabic)];
    expect([en.getAttribute('lang'), en.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect([ar.getAttribute('lang'), ar.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(ar.querySelector('title')?.textContent).toMatch(
      new RegExp(`^${arCatalogue['about.title']} \\|`),
    );
    expect(en.querySelector('title')?.textContent).toMatch(
      new RegExp(`^${enCatalogue['about.title']} \\|`),
    );

    // Kept: the same bytes again, from the cache. Each request asks for the BFF's origin once to
    // read the zone, once for the content revision, and a render once more; a kept page is not
    // rendered.
    const kept = origins;
    for (const url of ['/about', '/ar/about']) renders.push(text(await render(request(url))));
    expect(origins - kept).toBe(4);
    expect(renders).toEqual([text(english), text(arabic)]);
  });

  it('keeps each blog list, read once, from its own language', async () => {
    await savePost('lang-english-post', 'Lang English Post');
    await savePost('lang-arabic-post', 'مقالة عربية', 'POST', { language: 'ar' });
    const render = createPageRenderer({ distDir, apiOrigin: () => frontUrl, cacheEntries: 50 });
    const english = text(await render(request('/blog')));
    const arabic = text(await render(request('/ar/blog')));
    expect(english).toContain('Lang English Post');
    expect(english).not.toContain('مقالة عربية');
    expect(arabic).toContain('مقالة عربية');
    expect(arabic).not.toContain('Lang English Post');
    expect(
      htmlOf({ body: arabic }).querySelector('a[href="/ar/blog/lang-arabic-post"]'),
    ).not.toBeNull();

    const before = [reads.get('/api/posts'), reads.get('/api/posts?language=ar')];
    expect(text(await render(request('/ar/blog')))).toBe(arabic);
    expect(text(await render(request('/blog')))).toBe(english);
    expect([reads.get('/api/posts'), reads.get('/api/posts?language=ar')]).toEqual(before);
  });

  it('sends an article asked in the other language to its own address for good', async () => {
    await savePost('lang-moved-en', 'Lang Moved English');
    await savePost('lang-moved-ar', 'مقالة منقولة', 'POST', { language: 'ar' });
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    const toArabic = await render(request('/blog/lang-moved-ar'));
    expect([toArabic.status, toArabic.headers.Location]).toEqual([308, '/ar/blog/lang-moved-ar']);
    const toEnglish = await render(request('/ar/blog/lang-moved-en'));
    expect([toEnglish.status, toEnglish.headers.Location]).toEqual([308, '/blog/lang-moved-en']);

    const arabic = await render(request('/ar/blog/lang-moved-ar'));
    expect(arabic.status).toBe(200);
    expect(htmlOf(arabic).getAttribute('lang')).toBe('ar');
    expect(htmlOf(arabic).querySelector('h1')?.textContent).toBe('مقالة منقولة');
  });

  it('answers any other /ar path with the Arabic not-found page and 404', async () => {
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 50 });
    for (const url of ['/ar/no-such-page', '/ar/preview/abc', '/ar/ar/about']) {
      const page = await render(request(url));
      expect([url, page.status]).toEqual([url, 404]);
      const html = htmlOf(page);
      expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual(['ar', 'rtl']);
      expect(html.querySelector('h1')?.textContent).toBe(arCatalogue['notFound.heading']);
      expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });

  it('links every page of the Arabic site to Arabic pages, but for the language switch', async () => {
    await savePost('lang-linked-en', 'Lang Linked English');
    await savePost('lang-linked-ar', 'مقالة مترابطة', 'POST', { language: 'ar' });
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 0 });
    const pages = ['/ar', '/ar/about', '/ar/services', '/ar/packages', '/ar/blog'];
    pages.push('/ar/blog/lang-linked-ar', '/ar/contact', '/ar/no-such-page');
    for (const url of pages) {
      const html = htmlOf(await render(request(url)));
      const internal = [...html.querySelectorAll('a[href^="/"]')].filter(
        (link) => !link.hasAttribute('data-language-switch'),
      );
      expect(internal.length).toBeGreaterThan(3);
      const english = internal
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !/^\/ar(?=$|[/?#])/.test(href));
      expect([url, english]).toEqual([url, []]);
      expect([url, html.querySelector('a[aria-label="الرئيسية"]')?.getAttribute('href')]).toEqual([
        url,
        '/ar',
      ]);
    }
  });

  it('leads the language switch to the same page, or to an article’s published translation', async () => {
    await savePost('lang-pair-en', 'Lang Pair English');
    await savePost('lang-pair-ar', 'مقالة مترجمة', 'POST', {
      language: 'ar',
      translationOf: 'lang-pair-en',
    });
    await savePost('lang-alone-ar', 'مقالة وحيدة', 'POST', { language: 'ar' });
    const render = createPageRenderer({ distDir, apiOrigin: bff.url, cacheEntries: 0 });
    const switches = async (url: string) => {
      const html = htmlOf(await render(request(url)));
      return [...html.querySelectorAll('a[data-language-switch]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('hreflang'),
        link.getAttribute('lang'),
        link.textContent,
      ]);
    };
    const toArabic = (href: string) => [href, 'ar', 'ar', enCatalogue['nav.languageSwitch']];
    const toEnglish = (href: string) => [href, 'en', 'en', arCatalogue['nav.languageSwitch']];
    // Once in the bar and once in the drawer.
    expect(await switches('/about')).toEqual([toArabic('/ar/about'), toArabic('/ar/about')]);
    expect(await switches('/ar')).toEqual([toEnglish('/'), toEnglish('/')]);
    expect((await switches('/blog/lang-pair-en'))[0]).toEqual(toArabic('/ar/blog/lang-pair-ar'));
    expect((await switches('/ar/blog/lang-pair-ar'))[0]).toEqual(toEnglish('/blog/lang-pair-en'));
    expect((await switches('/ar/blog/lang-alone-ar'))[0]).toEqual(toEnglish('/blog'));
    expect((await switches('/blog/no-such-post'))[0]).toEqual(toArabic('/ar/blog'));
  });
});
