import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import { silentLogger } from '../log/logger';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cachePolicy';

const SITE_INDEX = '<!doctype html><title>site</title>';
const ADMIN_INDEX = '<!doctype html><title>admin</title>';
const ADMIN_SIGN_IN = '<!doctype html><title>Admin Portal</title><form></form>';
/** Over koa-compress's 1 kB threshold. */
const BIG_JS = `export const text = ${JSON.stringify('finance '.repeat(400))};\n`;

function writeBundles(root: string): void {
  const files: Record<string, string | Buffer> = {
    'site/dist/index.html': SITE_INDEX,
    'site/dist/main.1a2b3c4d.js': BIG_JS,
    'site/dist/static/css/app.0123abcd.css': 'body{margin:0}',
    'site/dist/logo.png': Buffer.alloc(4096, 7),
    'site/dist/humans.txt': 'Team: finance\n',
    'admin/dist/index.html': ADMIN_INDEX,
    'admin/dist/admin.abcdef12.js': 'console.log("admin")',
    'shared-ui/dist/remoteEntry.js': BIG_JS,
    'shared-ui/dist/kit.deadbeef.js': 'export {}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** The app as the embedded mode runs it: SQLite, bundles served, optionally a page renderer. */
async function appServingBundles(renderPage?: PageRenderer, renderStaffPage?: PageRenderer) {
  const bundlesDir = mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  writeBundles(bundlesDir);
  const db = await openTestDatabase('sqlite', {
    env: { SERVE_BUNDLES: 'true', BUNDLES_DIR: bundlesDir },
  });
  const server = createApp({
    config: db.config,
    sequelize: db.sequelize,
    logger: silentLogger,
    renderPage,
    renderStaffPage,
  }).callback();
  return { bundlesDir, db, server };
}

describe('cacheControlFor', () => {
  it.each([
    ['main.1a2b3c4d.js', IMMUTABLE],
    ['static/js/123.0f9e8d7c.chunk.js', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['remoteEntry.js', REVALIDATE],
    ['main.1a2b3c4.js', REVALIDATE],
    ['main.1A2B3C4D.js', REVALIDATE],
    ['0123abcd/index.html', REVALIDATE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('serving the bundles (SERVE_BUNDLES=true)', () => {
  let bundlesDir: string;
  let db: TestDatabase;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;

  beforeAll(async () => {
    ({ bundlesDir, db, server } = await appServingBundles());
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(bundlesDir, { recursive: true, force: true });
  });

  describe('site at /', () => {
    it('serves index.html at / with no-cache', async () => {
      const response = await request(server).get('/').expect(200);
      expect(response.text).toBe(SITE_INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/about', '/blog/some-post', '/blog/some-post/'])(
      'falls back to index.html for %s',
      async (url) => {
        const response = await request(server).get(url).expect(200);
        expect(response.text).toBe(SITE_INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves hashed files as immutable', async () => {
      for (const url of ['/main.1a2b3c4d.js', '/static/css/app.0123abcd.css']) {
        const response = await request(server).get(url).expect(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('serves unhashed files with no-cache', async () => {
      const response = await request(server).get('/humans.txt').expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing file with 404 instead of the page', async () => {
      const response = await request(server).get('/main.00000000.js').expect(404);
      expect(response.body).toMatchObject({ error: 'Not found' });
    });

    it('answers a matching If-Modified-Since with 304', async () => {
      const first = await request(server).get('/').expect(200);
      const lastModified = first.headers['last-modified'];
      expect(lastModified).toEqual(expect.any(String));
      const second = await request(server)
        .get('/')
        .set('If-Modified-Since', String(lastModified))
        .expect(304);
      expect(second.text).toBe('');
    });

    it('answers HEAD without a body', async () => {
      const response = await request(server).head('/main.1a2b3c4d.js').expect(200);
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(BIG_JS)));
      expect(response.text).toBeUndefined();
    });

    it('never serves a file outside the bundle', async () => {
      const response = await request(server).get('/%2e%2e/%2e%2e/etc/passwd');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.text).not.toContain('root:');
    });
  });

  describe('admin at /admin/', () => {
    it.each(['/admin/blog', '/admin/blog/', '/admin/inbox/12'])(
      'serves its own index.html for %s',
      async (url) => {
        const response = await request(server).get(url).expect(200);
        expect(response.text).toBe(ADMIN_INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each(['/admin', '/admin/'])(
      'serves %s the sign-in page the build rendered, or index.html without it',
      async (url) => {
        const signInPage = path.join(bundlesDir, 'admin/dist/sign-in.html');
        writeFileSync(signInPage, ADMIN_SIGN_IN);
        try {
          const response = await request(server).get(url).expect(200);
          expect(response.text).toBe(ADMIN_SIGN_IN);
          expect(response.headers['cache-control']).toBe('no-cache');
        } finally {
          rmSync(signInPage);
        }
        expect((await request(server).get(url).expect(200)).text).toBe(ADMIN_INDEX);
      },
    );

    it('serves its hashed files as immutable', async () => {
      const response = await request(server).get('/admin/admin.abcdef12.js').expect(200);
      expect(response.text).toBe('console.log("admin")');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('answers a missing admin file with 404', async () => {
      await request(server).get('/admin/missing.js').expect(404);
    });

    it('leaves look-alike paths to the site', async () => {
      const response = await request(server).get('/administration').expect(200);
      expect(response.text).toBe(SITE_INDEX);
    });
  });

  describe('kit at /shared-ui/', () => {
    it('serves remoteEntry.js with no-cache and hashed chunks as immutable', async () => {
      const entry = await request(server).get('/shared-ui/remoteEntry.js').expect(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['content-type']).toMatch(/javascript/);
      const chunk = await request(server).get('/shared-ui/kit.deadbeef.js').expect(200);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    });

    it.each(['/shared-ui/missing.js', '/shared-ui/some/route', '/shared-ui/'])(
      'has no fallback: %s is 404',
      async (url) => {
        const response = await request(server).get(url).expect(404);
        expect(response.body).toMatchObject({ error: 'Not found' });
      },
    );
  });

  describe('compression', () => {
    /** Raw bytes as they cross the wire: supertest would decompress them for us. */
    async function rawGet(url: string, acceptEncoding: string) {
      const listener = http.createServer(server);
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const { port } = listener.address() as AddressInfo;
      try {
        return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
          (resolve, reject) => {
            http
              .get(
                {
                  host: '127.0.0.1',
                  port,
                  path: url,
                  headers: { 'Accept-Encoding': acceptEncoding },
                },
                (res) => {
                  const chunks: Buffer[] = [];
                  res.on('data', (chunk: Buffer) => chunks.push(chunk));
                  res.on('end', () =>
                    resolve({ headers: res.headers, body: Buffer.concat(chunks) }),
                  );
                },
              )
              .on('error', reject);
          },
        );
      } finally {
        listener.closeAllConnections();
        await new Promise((resolve) => listener.close(resolve));
      }
    }

    it('gzips text when asked', async () => {
      const { headers, body } = await rawGet('/shared-ui/remoteEntry.js', 'gzip');
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers.vary).toMatch(/Accept-Encoding/);
      expect(body.length).toBeLessThan(Buffer.byteLength(BIG_JS));
      expect(gunzipSync(body).toString()).toBe(BIG_JS);
    });

    it('uses brotli when the client prefers it', async () => {
      const { headers, body } = await rawGet('/main.1a2b3c4d.js', 'br;q=1, gzip;q=0.5');
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(body).toString()).toBe(BIG_JS);
    });

    it('leaves binary files and clients without Accept-Encoding alone', async () => {
      const png = await rawGet('/logo.png', 'gzip, br');
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.body.length).toBe(4096);
      const plain = await rawGet('/main.1a2b3c4d.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG_JS);
    });
  });

  describe('the API stays the API', () => {
    it('answers unknown /api paths with JSON 404, not the site', async () => {
      const response = await request(server)
        .get('/api/unknown')
        .set('Accept', 'text/html')
        .expect(404);
      expect(response.body).toMatchObject({ error: 'Not found' });
    });

    it('keeps /API in another letter case away from the site: JSON 404, not the page', async () => {
      for (const url of ['/API/health', '/Api/posts', '/API']) {
        const response = await request(server).get(url).set('Accept', 'text/html').expect(404);
        expect(response.body).toMatchObject({ error: 'Not found' });
      }
    });

    it('still answers the health check', async () => {
      await request(server).get('/api/health').expect(200, { status: 'ok' });
    });

    it('answers other methods on page paths with JSON 404', async () => {
      const response = await request(server).post('/about').send({}).expect(404);
      expect(response.body).toMatchObject({ error: 'Not found' });
    });
  });
});

describe('serving the bundles with the site renderer (embedded mode)', () => {
  let bundlesDir: string;
  let db: TestDatabase;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;
  const rendered: string[] = [];

  beforeAll(async () => {
    ({ bundlesDir, db, server } = await appServingBundles(async ({ url }) => {
      rendered.push(url);
      return {
        status: url.startsWith('/missing') ? 404 : 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        // A renderer may hand over the page as bytes (the site's cache does).
        body: url.startsWith('/bytes')
          ? new TextEncoder().encode(`<!doctype html><h1>bytes ${url}</h1>`)
          : `<!doctype html><h1>rendered ${url}</h1>`,
      };
    }));
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(bundlesDir, { recursive: true, force: true });
  });

  it.each(['/', '/about?x=1', '/blog/some-post', '/index.html'])(
    'renders the page %s instead of sending the shell',
    async (url) => {
      const response = await request(server).get(url).expect(200);
      expect(response.text).toBe(`<!doctype html><h1>rendered ${url}</h1>`);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('sends a page given as bytes as those bytes, not as JSON', async () => {
    const response = await request(server).get('/bytes-page').expect(200);
    expect(response.text).toBe('<!doctype html><h1>bytes /bytes-page</h1>');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers HEAD of a page with its status and length, without the body', async () => {
    const response = await request(server).head('/about').expect(200);
    expect(response.headers['content-length']).toBe(
      String(Buffer.byteLength('<!doctype html><h1>rendered /about</h1>')),
    );
    expect(response.text).toBeUndefined();
  });

  it("keeps the renderer's status", async () => {
    await request(server).get('/missing-page').expect(404);
  });

  it('still serves files, the admin, the kit and the API itself', async () => {
    rendered.length = 0;
    await request(server).get('/main.1a2b3c4d.js').expect(200);
    await request(server).get('/admin/blog').expect(200);
    await request(server).get('/shared-ui/remoteEntry.js').expect(200);
    await request(server).get('/api/health').expect(200);
    await request(server).get('/missing.js').expect(404);
    expect(rendered).toEqual([]);
  });
});

describe("serving the bundles with the admin's staff-screen renderer (embedded mode)", () => {
  let bundlesDir: string;
  let db: TestDatabase;
  let server: ReturnType<ReturnType<typeof createApp>['callback']>;
  const asked: { url: string; cookie: unknown }[] = [];

  beforeAll(async () => {
    ({ bundlesDir, db, server } = await appServingBundles(undefined, async ({ url, headers }) => {
      asked.push({ url, cookie: headers.cookie });
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        body: `<!doctype html><h1>staff ${url}</h1>`,
      };
    }));
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(bundlesDir, { recursive: true, force: true });
  });

  it('asks it for every admin address that is no file, with the cookies', async () => {
    const response = await request(server)
      .get('/admin/inbox?status=new')
      .set('Cookie', 'sid=abc; admin_zone=UTC')
      .expect(200);
    expect(response.text).toBe('<!doctype html><h1>staff /admin/inbox?status=new</h1>');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(asked.at(-1)).toEqual({
      url: '/admin/inbox?status=new',
      cookie: 'sid=abc; admin_zone=UTC',
    });
  });

  it("leaves the sign-in page, the admin's files and the site to the others", async () => {
    asked.length = 0;
    await request(server).get('/admin/').expect(200);
    await request(server).get('/admin').expect(200);
    await request(server).get('/admin/admin.abcdef12.js').expect(200);
    await request(server).get('/admin/missing.0123abcd.js').expect(404);
    await request(server).get('/about').expect(200);
    expect(asked).toEqual([]);
  });
});
