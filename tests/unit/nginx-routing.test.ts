import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  isStaffAppPath,
  OPENER_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@app/server-kit/securityHeaders';
import { startNginx, type RunningNginx } from '../stack/nginx';
import type { NginxSettings } from '../stack/nginxTemplate';
import { freePort } from '../stack/services/freePort';
import { writeSelfSignedCert } from './selfSignedCert';

// The production template under the system nginx, in front of stand-ins for the site renderer and
// the BFF that echo what reached them: routing, forwarded headers, TLS and the trusted-proxy mode.

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

interface Upstream {
  address: string;
  seen: Seen[];
  close(): Promise<void>;
}

/** An HTTP server on a free loopback port that records each request and answers with `reply`. */
async function upstream(
  reply: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => reply(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, so a header sent twice shows twice. */
  rawHeaders: string[];
  body: string;
}

function request(
  url: string,
  options: { headers?: Record<string, string>; method?: string; body?: Buffer } = {},
): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        // The self-signed test certificate.
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-routing-'));
  dirs.push(dir);
  return dir;
}

let site: Upstream;
let bff: Upstream;
let siteDir: string;
const running: RunningNginx[] = [];

async function nginxWith(settings?: NginxSettings, logDir = tempDir()): Promise<RunningNginx> {
  const nginx = await startNginx({
    siteDir,
    adminDir: tempDir(),
    sharedUiDir: tempDir(),
    bffUpstreams: [bff.address],
    siteUpstreams: [site.address],
    logDir,
    settings,
  });
  running.push(nginx);
  return nginx;
}

/** How many times the response carries `name`, in any letter case. */
function count(answer: Answer, name: string): number {
  return answer.rawHeaders.filter(
    (value, index) => index % 2 === 0 && value.toLowerCase() === name.toLowerCase(),
  ).length;
}

/**
 * The contract's security headers (bff/server-kit/src/securityHeaders.ts), each exactly once with
 * the contract's value; HSTS once over HTTPS, never over plain HTTP.
 */
function expectSecurityHeadersOnce(
  answer: Answer,
  { hsts = false, openerPolicy = false } = {},
): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect([name, count(answer, name), answer.headers[name.toLowerCase()]]).toEqual([
      name,
      1,
      value,
    ]);
  }
  expect(count(answer, 'Strict-Transport-Security')).toBe(hsts ? 1 : 0);
  // Only the staff app and the pages an upstream marks private ask for a process of their own.
  for (const [name, value] of Object.entries(OPENER_POLICY)) {
    expect([name, count(answer, name), answer.headers[name.toLowerCase()]]).toEqual(
      openerPolicy ? [name, 1, value] : [name, 0, undefined],
    );
  }
}

/** The last request the stand-in saw. */
function last(upstreamServer: Upstream): Seen {
  const seen = upstreamServer.seen.at(-1);
  if (!seen) throw new Error('the upstream saw no request');
  return seen;
}

beforeAll(async () => {
  siteDir = tempDir();
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>raw shell</title>');
  writeFileSync(path.join(siteDir, 'main.0123abcd.js'), 'console.log("bundle");');
  writeFileSync(path.join(siteDir, 'favicon.svg'), '<svg/>');
  site = await upstream((incoming, response) => {
    const notFound = incoming.url === '/no-such-page';
    // A page whose address is a secret asks for the opener policy, as the site's renderer does.
    const privatePage = incoming.url?.startsWith('/meeting/') === true;
    response.writeHead(notFound ? 404 : 200, {
      ...(privatePage ? OPENER_POLICY : {}),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': notFound ? 'no-store' : 'private, max-age=60',
      'X-Rendered-By': 'renderer',
      'Content-Security-Policy': "script-src 'nonce-abc'",
      // nginx sets these once for every response.
      'X-Frame-Options': 'SAMEORIGIN',
    });
    response.end(`<h1>${notFound ? 'Not found' : 'Rendered'} ${incoming.url ?? ''}</h1>`);
  });
  bff = await upstream((_incoming, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      // What an upstream sends itself; nginx's values are the ones that leave.
      'Content-Security-Policy': 'default-src *',
      'Strict-Transport-Security': 'max-age=1',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end('{"ok":true}');
  });
}, 30_000);

afterAll(async () => {
  for (const nginx of running.splice(0)) await nginx.stop();
  await Promise.all([site.close(), bff.close()]);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the site behind nginx: files from disk, every page from the renderer', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await nginxWith();
  }, 30_000);

  it('serves existing files of site/dist itself, hashed ones immutable', async () => {
    const before = site.seen.length;
    const bundle = await request(`${nginx.url}/main.0123abcd.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.body).toBe('console.log("bundle");');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(`${nginx.url}/favicon.svg`)).headers['cache-control']).toBe('no-cache');
    expect(site.seen.length).toBe(before);
  });

  it.each(['/', '/about', '/blog/some-slug', '/index.html', '/contact?ref=x'])(
    'has the renderer draw %s, never the raw shell',
    async (url) => {
      const page = await request(`${nginx.url}${url}`);
      expect(page.status).toBe(200);
      expect(page.body).toBe(`<h1>Rendered ${url}</h1>`);
      expect(last(site).url).toBe(url);
    },
  );

  it("passes the renderer's status and headers through: a 404 page stays a 404", async () => {
    const page = await request(`${nginx.url}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.body).toBe('<h1>Not found /no-such-page</h1>');
    expect(page.headers['x-rendered-by']).toBe('renderer');
    // Its own caching, not nginx's file rules, and one header only.
    expect(page.headers['cache-control']).toBe('no-store');
    const ok = await request(`${nginx.url}/about`);
    expect(ok.headers['cache-control']).toBe('private, max-age=60');
    // nginx's security headers, once each, in place of the renderer's own.
    expectSecurityHeadersOnce(ok);
    expect(ok.headers['x-request-id']).toMatch(/\S/);
    // The opener policy a private page asks for leaves once; a public page gets none (above).
    expectSecurityHeadersOnce(await request(`${nginx.url}/meeting/0123456789abcdef`), {
      openerPolicy: true,
    });
  });

  it('tells the renderer who asked, for which host, over which scheme', async () => {
    await request(`${nginx.url}/about`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    const { headers } = last(site);
    expect(headers.host).toBe(new URL(nginx.url).host);
    expect(headers['x-forwarded-host']).toBe(new URL(nginx.url).host);
    // nginx is the edge here: what the client claims is replaced.
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-request-id']).toMatch(/\S/);
  });

  it('keeps /api/ for the BFF, /healthz for itself, and sends no HSTS over plain HTTP', async () => {
    const api = await request(`${nginx.url}/api/posts`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(api.body).toBe('{"ok":true}');
    expect(last(bff).headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(api.headers['strict-transport-security']).toBeUndefined();
    const health = await request(`${nginx.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('accepts a post save as large as the BFF allows, and refuses a larger one as JSON', async () => {
    const images = 11 * 5 * 1024 * 1024;
    const fits = await request(`${nginx.url}/api/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(images + 512 * 1024),
    });
    expect(fits.status).toBe(200);
    const tooLarge = await request(`${nginx.url}/api/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(images + 2 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ error: 'Request body too large' });
  });
});

describe('the security headers on every response nginx sends', () => {
  let nginx: RunningNginx;
  let down: RunningNginx;
  beforeAll(async () => {
    nginx = await nginxWith();
    // Upstreams that refuse connections: nginx answers itself.
    const closed = `127.0.0.1:${await freePort()}`;
    down = await startNginx({
      siteDir,
      adminDir: tempDir(),
      sharedUiDir: tempDir(),
      bffUpstreams: [closed],
      siteUpstreams: [closed],
      logDir: tempDir(),
    });
    running.push(down);
  }, 30_000);

  it.each([
    ['a hashed bundle file', '/main.0123abcd.js', 200],
    ['a plain file', '/favicon.svg', 200],
    ['a rendered page', '/about', 200],
    ["the renderer's 404 page", '/no-such-page', 404],
    ['a missing admin file', '/admin/missing.0123abcd.js', 404],
    ['a missing kit file', '/shared-ui/remoteEntry.js', 404],
    ['a redirect', '/admin', 301],
    ['an API answer', '/api/posts', 200],
    ['a feed from the BFF', '/sitemap.xml', 200],
    ['the Arabic feed from the BFF', '/ar/rss.xml', 200],
    ['its own health probe', '/healthz', 200],
  ])('%s (%s)', async (_what, url, status) => {
    const answer = await request(`${nginx.url}${url}`);
    expect(answer.status).toBe(status);
    expectSecurityHeadersOnce(answer, { openerPolicy: isStaffAppPath(url) });
  });

  it('a body over the limit (413)', async () => {
    const answer = await request(`${nginx.url}/api/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(11 * 5 * 1024 * 1024 + 2 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expectSecurityHeadersOnce(answer);
  });

  it.each(['/about', '/api/posts'])(
    'headers over its buffers for %s: a JSON 431, not an HTML 400',
    async (url) => {
      const answer = await request(`${nginx.url}${url}`, {
        headers: { Cookie: `big=${'x'.repeat(20 * 1024)}` },
      });
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({ error: 'Request Header Fields Too Large' });
      expectSecurityHeadersOnce(answer);
    },
  );

  it.each(['/about', '/api/posts'])('no upstream reachable for %s (503)', async (url) => {
    const answer = await request(`${down.url}${url}`);
    // nginx's own answer: briefly away, come back later (not the upstream error's 502).
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toMatch(/unavailable/i);
    expectSecurityHeadersOnce(answer);
  });
});

describe('trusted-proxy mode', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    // The test client connects from 127.0.0.1: it plays the TLS proxy in front.
    nginx = await nginxWith({ TRUSTED_PROXIES: '127.0.0.1/32' });
  }, 30_000);

  it("takes the visitor's address and scheme from the proxy, so rate limits count visitors", async () => {
    const answer = await request(`${nginx.url}/api/contact`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    expect(last(bff).headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(last(bff).headers['x-real-ip']).toBe('203.0.113.9');
    expect(last(bff).headers['x-forwarded-proto']).toBe('https');
    // The visitor reached the site over HTTPS at the proxy: HSTS applies, as the contract has it
    // with the default HSTS_MAX_AGE.
    expect(answer.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expectSecurityHeadersOnce(answer, { hsts: true });
    await request(`${nginx.url}/about`, {
      headers: { 'X-Forwarded-For': '198.51.100.4', 'X-Forwarded-Proto': 'https' },
    });
    expect(last(site).headers['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('keeps a visitor from choosing their address by prepending to the chain', async () => {
    // The proxy appends the address it saw; only that right-most untrusted entry counts.
    await request(`${nginx.url}/api/contact`, {
      headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' },
    });
    expect(last(bff).headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(last(bff).headers['x-forwarded-proto']).toBe('http');
  });
});

describe('TLS in nginx', () => {
  let nginx: RunningNginx;
  let httpsUrl: string;
  beforeAll(async () => {
    const certs = tempDir();
    writeSelfSignedCert(certs);
    const httpsPort = await freePort();
    httpsUrl = `https://127.0.0.1:${httpsPort}`;
    nginx = await nginxWith({
      TLS: 'on',
      NGINX_CERTS_DIR: certs,
      NGINX_HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      HTTPS_PORT: String(httpsPort),
      HSTS_MAX_AGE: '600',
    });
  }, 30_000);

  it('serves over HTTPS with HSTS and tells the BFF the scheme, for Secure cookies', async () => {
    const api = await request(`${httpsUrl}/api/auth/me`);
    expect(api.status).toBe(200);
    expect(api.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    expectSecurityHeadersOnce(api, { hsts: true });
    expect(last(bff).headers['x-forwarded-proto']).toBe('https');
    const page = await request(`${httpsUrl}/about`);
    expect(page.body).toBe('<h1>Rendered /about</h1>');
    expectSecurityHeadersOnce(page, { hsts: true });
    expectSecurityHeadersOnce(await request(`${httpsUrl}/main.0123abcd.js`), { hsts: true });
    expect(last(site).headers['x-forwarded-proto']).toBe('https');
  });

  it('redirects plain HTTP to HTTPS, except its own health probe', async () => {
    const { port } = new URL(httpsUrl);
    const redirect = await request(`${nginx.url}/blog/a?x=1`, {
      headers: { Host: 'finance.example.com' },
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://finance.example.com:${port}/blog/a?x=1`);
    expect(redirect.headers['strict-transport-security']).toBeUndefined();
    expect((await request(`${nginx.url}/healthz`)).status).toBe(200);
  });
});

describe("the access log: a secret link's token never reaches it", () => {
  let nginx: RunningNginx;
  let logDir: string;
  beforeAll(async () => {
    logDir = tempDir();
    nginx = await nginxWith(undefined, logDir);
  }, 30_000);

  it('logs the request line and the Referer with each token redacted, and everything else whole', async () => {
    const token = (n: number) => `${n}AbCdEfGhIjKlMnOpQrStUvWxYz_-0123456789`;
    const secretUrls = [
      `/preview/${token(1)}`,
      `/meeting/${token(2)}`,
      `/ar/meeting/${token(3)}?lang=ar`,
      `/api/meetings/${token(4)}/reschedule`,
      `/api/previews/${token(5)}`,
      `/admin/set-password/${token(6)}`,
      `/contact?token=${token(7)}&from=mail`,
    ];
    for (const url of secretUrls) await request(`${nginx.url}${url}`);
    await request(`${nginx.url}/about`, {
      headers: { Referer: `${nginx.url}/meeting/${token(8)}` },
    });
    await request(`${nginx.url}/blog/a-slug-longer-than-sixteen-characters?page=2`);

    const log = readFileSync(path.join(logDir, 'nginx-access.log'), 'utf8');
    for (let n = 1; n <= 8; n += 1) expect(log).not.toContain(token(n));
    for (const redacted of [
      '"GET /preview/[redacted] HTTP/1.1"',
      '"GET /ar/meeting/[redacted]?lang=ar HTTP/1.1"',
      '"GET /api/meetings/[redacted]/reschedule HTTP/1.1"',
      '"GET /contact?token=[redacted]&from=mail HTTP/1.1"',
      `"${nginx.url}/meeting/[redacted]"`,
      '"GET /blog/a-slug-longer-than-sixteen-characters?page=2 HTTP/1.1"',
    ]) {
      expect(log).toContain(redacted);
    }
    // The request id correlates a line with the BFF's, which logs a prefix of the token's hash.
    expect(log.trim().split('\n')).toHaveLength(9);
    for (const line of log.trim().split('\n')) expect(line).toMatch(/ rid=\S+ /);
  });
});

describe('the admin: its sign-in page at /admin/, the app everywhere else', () => {
  let adminDir: string;
  let nginx: RunningNginx;
  beforeAll(async () => {
    adminDir = tempDir();
    writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(adminDir, 'sign-in.html'), '<!doctype html><title>sign in</title>');
    nginx = await startNginx({
      siteDir,
      adminDir,
      sharedUiDir: tempDir(),
      bffUpstreams: [bff.address],
      siteUpstreams: [site.address],
      logDir: tempDir(),
    });
    running.push(nginx);
  }, 30_000);

  it('answers /admin/ with the page rendered at build time, to be revalidated', async () => {
    const answer = await request(`${nginx.url}/admin/`);
    expect([answer.status, answer.body]).toEqual([200, '<!doctype html><title>sign in</title>']);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeadersOnce(answer, { openerPolicy: true });
  });

  it.each(['/admin/blog', '/admin/inbox/12', '/admin/set-password'])(
    'answers %s with the app',
    async (url) => {
      const answer = await request(`${nginx.url}${url}`);
      expect([answer.status, answer.body]).toEqual([200, '<!doctype html><title>app</title>']);
      expectSecurityHeadersOnce(answer, { openerPolicy: true });
    },
  );

  it('answers /admin/ with the app when the build wrote no sign-in page', async () => {
    rmSync(path.join(adminDir, 'sign-in.html'));
    const answer = await request(`${nginx.url}/admin/`);
    expect([answer.status, answer.body]).toEqual([200, '<!doctype html><title>app</title>']);
  });
});

describe("the admin's staff screens: to its renderer when the request carries the zone cookie", () => {
  const SIGNED_IN = { Cookie: 'sid=abc; admin_zone=Asia%2FDubai' };
  let adminDir: string;
  let renderer: Upstream;
  let nginx: RunningNginx;
  beforeAll(async () => {
    adminDir = tempDir();
    writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(adminDir, 'sign-in.html'), '<!doctype html><title>sign in</title>');
    writeFileSync(path.join(adminDir, 'main.0123abcd.js'), 'console.log("admin");');
    renderer = await upstream((incoming, response) => {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        Vary: 'Cookie',
      });
      response.end(`<h1>Rendered ${incoming.url ?? ''}</h1>`);
    });
    nginx = await startNginx({
      siteDir,
      adminDir,
      sharedUiDir: tempDir(),
      bffUpstreams: [bff.address],
      siteUpstreams: [site.address],
      adminUpstreams: [renderer.address],
      logDir: tempDir(),
    });
    running.push(nginx);
  }, 30_000);
  afterAll(() => renderer.close());

  it("passes an admin address to the renderer with the staff member's cookie, keeping its answer", async () => {
    const answer = await request(`${nginx.url}/admin/inbox?status=new`, { headers: SIGNED_IN });
    expect([answer.status, answer.body]).toEqual([
      200,
      '<h1>Rendered /admin/inbox?status=new</h1>',
    ]);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeadersOnce(answer, { openerPolicy: true });
    expect(last(renderer).headers.cookie).toBe(SIGNED_IN.Cookie);
    expect(last(renderer).headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it.each([
    ['no cookie', {}, '/admin/inbox', '<!doctype html><title>app</title>'],
    [
      'a session but no zone',
      { Cookie: 'sid=abc' },
      '/admin/inbox',
      '<!doctype html><title>app</title>',
    ],
    ['the sign-in page', SIGNED_IN, '/admin/', '<!doctype html><title>sign in</title>'],
    ['a file', SIGNED_IN, '/admin/main.0123abcd.js', 'console.log("admin");'],
  ])('answers %s from disk, without the renderer', async (_what, headers, url, body) => {
    const seen = renderer.seen.length;
    const answer = await request(`${nginx.url}${url}`, { headers });
    expect([answer.status, answer.body]).toEqual([200, body]);
    expect(renderer.seen).toHaveLength(seen);
  });

  it('answers the app when no renderer can be reached', async () => {
    const alone = await startNginx({
      siteDir,
      adminDir,
      sharedUiDir: tempDir(),
      bffUpstreams: [bff.address],
      siteUpstreams: [site.address],
      logDir: tempDir(),
    });
    running.push(alone);
    const answer = await request(`${alone.url}/admin/inbox`, { headers: SIGNED_IN });
    expect([answer.status, answer.body]).toEqual([200, '<!doctype html><title>app</title>']);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeadersOnce(answer, { openerPolicy: true });
  });
});
