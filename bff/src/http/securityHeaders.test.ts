import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import {
  CONTENT_SECURITY_POLICY,
  OPENER_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@app/server-kit/securityHeaders';
import { silentLogger } from '../log/logger';
import type { AppState } from './types';

/** A page whose address is a secret, as the site's renderer answers it (pageRenderer.ts). */
const PRIVATE_PAGE = /^\/(ar\/)?(preview|meeting)\//;

/** The page renderer of the embedded mode, setting headers of its own as the site's does. */
const renderPage: PageRenderer = async ({ url }) => ({
  status: url === '/missing-page' ? 404 : 200,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    ...(PRIVATE_PAGE.test(url)
      ? {
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
          'Cross-Origin-Opener-Policy': 'same-origin',
        }
      : // Anything laxer than the contract's policy must not get through.
        { 'Cache-Control': 'no-cache', 'Referrer-Policy': 'unsafe-url' }),
  },
  body: `<!doctype html><title>${url}</title>`,
});

function failingRoutes(): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/test' });
  router.get('/crash', () => {
    throw new Error('database is gone');
  });
  router.get('/teapot', (ctx) => {
    ctx.throw(418, 'No coffee here');
  });
  return router;
}

function expectSecurityHeaders(headers: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
  }
}

describe('security headers on every response of the BFF', () => {
  let db: TestDatabase;
  let bundlesDir: string;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeAll(async () => {
    bundlesDir = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    const files: Record<string, string> = {
      'site/dist/index.html': '<!doctype html><title>shell</title>',
      'site/dist/main.1a2b3c4d.js': 'console.log("site")',
      'admin/dist/index.html': '<!doctype html><title>admin</title>',
      'shared-ui/dist/remoteEntry.js': 'var shared_ui;',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(bundlesDir, file)), { recursive: true });
      writeFileSync(path.join(bundlesDir, file), content);
    }
    db = await openTestDatabase('sqlite', {
      env: { SERVE_BUNDLES: 'true', BUNDLES_DIR: bundlesDir },
    });
    server = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      extraRouters: [failingRoutes()],
      renderPage,
    }).callback();
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(bundlesDir, { recursive: true, force: true });
  });

  it('a policy that allows no inline or foreign script, plugins, framing or base rewrites', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|nonce-|\*/);
    // Foreign hosts only for images (an article may show one from another site), never for code.
    for (const [name, sources] of directives) {
      if (name !== 'img-src') expect(sources.join(' ')).not.toMatch(/https?:/);
    }
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it.each([
    ['a rendered page', '/about', 200, /^text\/html/],
    ["the renderer's 404 page", '/missing-page', 404, /^text\/html/],
    ['an API answer', '/api/health', 200, /^application\/json/],
    ['an unknown API path', '/api/nope', 404, /^application\/json/],
    ['a thrown 4xx', '/api/test/teapot', 418, /^application\/json/],
    ['a failure (500)', '/api/test/crash', 500, /^application\/json/],
    ['a static bundle file', '/main.1a2b3c4d.js', 200, /javascript/],
    ['a missing file', '/missing.js', 404, /^application\/json/],
    ['the admin shell', '/admin/posts', 200, /^text\/html/],
    ["the kit's entry", '/shared-ui/remoteEntry.js', 200, /javascript/],
  ])('%s (%s)', async (_what, url, status, type) => {
    const response = await request(server).get(url);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
    expectSecurityHeaders(response.headers);
    // Plain HTTP: browsers ignore HSTS there, and a trial on HTTP must not be pinned to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Only the staff app asks for a process of its own (and the private pages, below).
    expect(response.headers['cross-origin-opener-policy']).toBe(
      url.startsWith('/admin/') ? OPENER_POLICY['Cross-Origin-Opener-Policy'] : undefined,
    );
  });

  it.each(['/admin', '/admin/', '/admin/inbox'])(
    'puts the opener policy on the staff app at %s, not on a look-alike path',
    async (url) => {
      const response = await request(server).get(url);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      const lookalike = await request(server).get(url.replace('/admin', '/administration'));
      expect(lookalike.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  // The embedded mode's renderer asks for no referrer and for the opener policy on pages whose
  // address is a secret: the middleware, which sets its headers again after the renderer, must
  // keep both.
  it.each([
    '/preview/0123456789abcdef',
    '/meeting/0123456789abcdef',
    '/ar/meeting/0123456789abcdef',
  ])("keeps the renderer's no-referrer and opener policy on the private page %s", async (url) => {
    const response = await request(server).get(url);
    expect(response.status).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expectSecurityHeaders({
      ...response.headers,
      'referrer-policy': SECURITY_HEADERS['Referrer-Policy'],
    });
  });

  it('a write without the CSRF header (403), a method the path does not allow (405), a HEAD', async () => {
    const forged = await request(server).delete('/api/health');
    expect(forged.status).toBe(403);
    expectSecurityHeaders(forged.headers);
    const refused = await request(server)
      .delete('/api/health')
      .set('X-Requested-With', 'XMLHttpRequest');
    expect(refused.status).toBe(405);
    expectSecurityHeaders(refused.headers);
    const head = await request(server).head('/main.1a2b3c4d.js');
    expect(head.status).toBe(200);
    expectSecurityHeaders(head.headers);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await request(server).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted TLS proxy (TRUST_PROXY=true)', () => {
  let db: TestDatabase;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeAll(async () => {
    db = await openTestDatabase('sqlite', { env: { TRUST_PROXY: 'true' } });
    server = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      extraRouters: [failingRoutes()],
    }).callback();
  });
  afterAll(async () => {
    await db.cleanup();
  });

  it.each([
    ['an API answer', '/api/health', 200],
    ['an error', '/api/test/crash', 500],
    ['a 404', '/api/nope', 404],
  ])('sends it on %s the visitor received over HTTPS', async (_what, url, status) => {
    const response = await request(server).get(url).set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(status);
    expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expectSecurityHeaders(response.headers);
  });

  it('leaves it out when the proxy says the visitor used plain HTTP', async () => {
    const response = await request(server).get('/api/health').set('X-Forwarded-Proto', 'http');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expectSecurityHeaders(response.headers);
  });
});
