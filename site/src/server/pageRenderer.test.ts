/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../bff/src/config';
import { startServer, type RunningServer } from '../../../bff/src/server';
import { silentLogger } from '../../../bff/src/log/logger';
import { createPageRenderer } from './pageRenderer';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body><div id="root"></div></body></html>';
const ADMIN = { username: 'cache-admin', password: 'cache-admin-password' };
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let bff: RunningServer;
let dataDir: string;
let distDir: string;
let cookie: string;

beforeAll(async () => {
  // The real BFF on SQLite: the renderer reads posts and the content revision over HTTP.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-'));
  distDir = mkdtempSync(path.join(os.tmpdir(), 'page-cache-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    dataDir,
  );
  bff = await startServer(config, { logger: silentLogger });
  const login = await fetch(`${bff.url}/api/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}, 60_000);

afterAll(async () => {
  await bff.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

async function savePost(slug: string, title: string, method: 'POST' | 'PUT' = 'POST') {
  const form = new FormData();
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
      expect(page).toContain('<script defer src="/boot.5e6f7a8b.js" data-app="/main.1a2b3c4d.js">');
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

  it('still renders pages while the BFF is unreachable, without caching them', async () => {
    const render = createPageRenderer({
      distDir,
      apiOrigin: 'http://127.0.0.1:9',
      cacheEntries: 50,
    });
    const page = await render(request('/about'));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('<h1');
  });
});
