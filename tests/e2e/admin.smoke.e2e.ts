import { $, browser, expect } from '@wdio/globals';
import { CONTENT_SECURITY_POLICY } from '@app/server-kit/securityHeaders';
import { baseUrl } from './support/baseUrl';
import {
  loadedResources,
  recordBrowserProblems,
  type BrowserProblems,
} from './support/browserProblems';
import { HASHED_NAME, rawGet, rawRequest, referencedAssets } from './support/http';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('admin app and API through nginx', () => {
  let problems: BrowserProblems;

  before(async () => {
    problems = await recordBrowserProblems(new URL(baseUrl()).origin);
  });

  beforeEach(() => problems.clear());

  it('shows the sign-in form before any script, and makes it live through the kit on the first act', async () => {
    await browser.url('/admin/');

    await expect($('//*[self::h1 or self::h2][normalize-space()="Admin Portal"]')).toBeDisplayed();
    // Rendered at build time: the page has loaded its boot script and checked the session, no more.
    const before = await loadedResources();
    expect(before.filter((file) => file.endsWith('.js'))).toEqual([
      expect.stringMatching(/^\/admin\/boot\.[0-9a-f]{8}\.js$/),
    ]);

    // Marks the build's form: hydration keeps its elements, a render from nothing would not.
    const keptForm = () =>
      browser.execute(
        () => (document.querySelector('form') as { prerendered?: boolean } | null)?.prerendered,
      );
    await browser.execute(() => {
      Object.assign(document.querySelector('form') ?? {}, { prerendered: true });
    });

    // The first act loads the app; the press it made before the form was live is not lost.
    await $('button[aria-label="Show password"]').click();
    await expect($('button[aria-label="Hide password"]')).toBeDisplayed();
    await expect($('input[name="password"]')).toHaveAttribute('type', 'text');
    expect(await loadedResources()).toContain('/shared-ui/remoteEntry.js');
    expect(await keptForm()).toBe(true);
    await browser.pause(500);
    // A hydration mismatch would be reported here, as a console error.
    expect(problems.consoleErrors()).toEqual([]);
    expect(problems.failedResponses()).toEqual([]);
  });

  it('redirects /admin to /admin/ with a relative Location', async () => {
    const response = await rawGet('/admin?next=blog');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/admin/?next=blog');
  });

  it('proxies /api/health to a BFF replica', async () => {
    const response = await rawGet('/api/health', { 'X-Request-Id': 'e2e-smoke-1' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text())).toEqual({ status: 'ok' });
    // nginx hands the caller's id to the BFF and back.
    expect(response.headers['x-request-id']).toBe('e2e-smoke-1');
  });

  it('answers an unknown API path with a JSON 404, not the app page', async () => {
    const response = await rawGet('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text())).toEqual({
      error: expect.any(String) as unknown,
      code: 'request.not-found',
    });
  });

  it('refuses an upload larger than a save can be (11 images of 5 MB) at the edge, as JSON', async () => {
    const response = await rawRequest('POST', '/api/posts', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(60 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text())).toEqual({ error: expect.any(String) });
  });

  it('lets entry points revalidate and caches hashed assets for a year', async () => {
    for (const entry of ['/', '/index.html', '/admin/', '/shared-ui/remoteEntry.js']) {
      const response = await rawGet(entry);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }

    for (const page of ['/', '/admin/']) {
      const html = (await rawGet(page)).text();
      const hashed = referencedAssets(html, page).filter((asset) => HASHED_NAME.test(asset));
      expect(hashed).not.toEqual([]);
      const response = await rawGet(hashed[0] ?? '');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('compresses text assets and sets the security headers', async () => {
    const response = await rawGet('/shared-ui/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);

    const page = await rawGet('/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
