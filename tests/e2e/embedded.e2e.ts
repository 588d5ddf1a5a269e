import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { $, browser, expect } from '@wdio/globals';
import { spawnLogged, type ChildHandle } from '../stack/childProcess';
import { ARTIFACTS_DIR, REPO_ROOT } from '../stack/paths';
import { freePort } from '../stack/services/freePort';
import { waitForHttp } from '../stack/waitForHttp';
import { loadedResources, recordBrowserProblems } from './support/browserProblems';
import { hydrated } from './support/hydrated';
import { PRIVATE_PAGE_HEADERS, PRIVATE_PAGE_PATHS } from './support/privatePages';

/**
 * `npm start`: the one-process product on embedded defaults (SQLite, media on disk, mail as
 * .eml), exactly as a developer runs it after `npm install`, with no nginx in front.
 */
describe('embedded one-process run (npm start)', () => {
  let server: ChildHandle;
  let origin: string;
  let dataDir: string;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-e2e-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawnLogged('npm start', process.execPath, ['scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      logFile: path.join(ARTIFACTS_DIR, 'embedded.log'),
    });
    await waitForHttp(`${origin}/api/health`, {
      child: server,
      timeoutMs: 60_000,
      isReady: (status) => status === 200,
    });
  });

  after(async () => {
    await server?.stop('SIGTERM', 15_000);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the kit entry, the health check and a JSON 404 for unknown API paths', async () => {
    const remote = await fetch(`${origin}/shared-ui/remoteEntry.js`);
    expect(remote.status).toBe(200);
    expect(remote.headers.get('cache-control')).toBe('no-cache');

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const unknown = await fetch(`${origin}/api/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers the feeds itself, ahead of the site renderer', async () => {
    const feeds = [
      ['/sitemap.xml', 'application/xml; charset=utf-8', `<loc>${origin}/blog/`],
      ['/rss.xml', 'application/rss+xml; charset=utf-8', `<link>${origin}/blog/`],
      ['/robots.txt', 'text/plain; charset=utf-8', `Sitemap: ${origin}/sitemap.xml`],
    ] as const;
    for (const [url, contentType, text] of feeds) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      // The demo posts are in the sitemap and the feed.
      expect(await response.text()).toContain(text);
    }
  });

  // The BFF sets its security headers again after the in-process renderer: the private pages'
  // stricter Referrer-Policy must survive that, as it survives nginx.
  it('keeps the private pages private: no-store, noindex and no referrer', async () => {
    for (const pathname of PRIVATE_PAGE_PATHS) {
      const response = await fetch(`${origin}${pathname}`);
      const headers = Object.fromEntries(
        Object.keys(PRIVATE_PAGE_HEADERS).map((name) => [name, response.headers.get(name)]),
      );
      expect({ pathname, headers }).toEqual({ pathname, headers: PRIVATE_PAGE_HEADERS });
    }
    const about = await fetch(`${origin}/about`);
    expect(about.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  // A fresh clone has no staff account: the console gives the way in, and the page makes the admin.
  it('prints a one-time setup link at start, whose page creates the first admin, signed in', async () => {
    const printed =
      /Create the first one within the hour: (\S+\/admin\/setup#[A-Za-z0-9_-]{43})$/m.exec(
        readFileSync(server.logFile, 'utf8'),
      );
    expect(printed).not.toBeNull();
    const link = printed![1]!;
    expect(link.startsWith(`${origin}/admin/setup#`)).toBe(true);

    await browser.url(link);
    await $('input[name="username"]').setValue('founder');
    await $('input[type="password"]').setValue('a long and unusual passphrase');
    await $('button=Create admin and sign in').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/admin/blog'), {
      timeout: 20_000,
    });
    const me = await browser.execute(
      async () => (await (await fetch('/api/auth/me')).json()) as unknown,
    );
    expect(me).toMatchObject({ user: { username: 'founder', role: 'admin' } });

    // Used, and an admin exists: the same link now says so.
    await browser.url(link);
    await expect($('[role="alert"]')).toHaveText(
      'An administrator already exists. Sign in instead.',
    );
    await browser.deleteCookies();
  });

  it('renders the site and the admin through the federated kit with no console errors', async () => {
    const problems = await recordBrowserProblems(origin);

    await browser.url(`${origin}/`);
    await hydrated();
    await expect(
      $('//footer[contains(normalize-space(.), "Simplifying Finance. Empowering Growth")]'),
    ).toBeDisplayed();
    expect(await loadedResources()).toContain('/shared-ui/remoteEntry.js');

    // The sign-in page is rendered at build time; the app comes with the first act on it.
    await browser.url(`${origin}/admin/`);
    await expect($('//*[self::h1 or self::h2][normalize-space()="Admin Portal"]')).toBeDisplayed();
    await $('input[name="username"]').click();
    await browser.waitUntil(
      async () => (await loadedResources()).includes('/shared-ui/remoteEntry.js'),
      { timeoutMsg: 'the admin app never loaded' },
    );

    await browser.pause(500);
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });
});
