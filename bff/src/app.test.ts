import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { captureLogs } from '../tests/helpers/captureLogs';
import { rawRequest } from '../tests/helpers/rawRequest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../tests/helpers/testDatabase';
import { freePort } from '@app/tests/stack/services/freePort';
import { createApp } from './app';
import { createSequelize } from './db/sequelize';
import { jsonBody } from './http/jsonBody';
import type { AppState } from './http/types';
import { silentLogger } from './log/logger';

/** Throwaway routes that exercise the middleware chain the way feature routes will. */
function testRouter(): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/test' });
  const Echo = z.object({ name: z.string().min(1) });
  router.post('/echo', jsonBody({ limit: '1kb' }), (ctx) => {
    ctx.body = Echo.parse(ctx.request.body);
  });
  router.get('/crash', () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:3306 (password=hunter2)');
  });
  router.get('/teapot', (ctx) => {
    ctx.throw(418, 'No coffee here');
  });
  return router;
}

describe.each(DIALECTS)('app on %s', (dialect) => {
  let db: TestDatabase;
  let logs: ReturnType<typeof captureLogs>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(() => {
    logs = captureLogs();
    app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: logs.logger,
      extraRouters: [testRouter()],
    });
  });

  describe('GET /api/health', () => {
    it('answers 200 ok, never cached, while the database answers', async () => {
      const response = await request(app.callback()).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers 503 unavailable once the database connection is gone', async () => {
      const sequelize = createSequelize(db.config.database, { logger: silentLogger });
      const broken = createApp({ config: db.config, sequelize, logger: logs.logger });
      await request(broken.callback()).get('/api/health').expect(200);
      await sequelize.close();

      const response = await request(broken.callback()).get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'unavailable' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 'warn', msg: 'health check failed' }),
      );
    });
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const response = await request(app.callback()).get('/api/no/such/thing').expect(404);
    expect(response.body).toMatchObject({ error: 'Not found' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a wrong method with JSON 405 and an Allow header', async () => {
    const response = await request(app.callback())
      .delete('/api/health')
      .set('X-Requested-With', 'XMLHttpRequest')
      .expect(405);
    expect(response.body).toMatchObject({ error: 'Method Not Allowed' });
    expect(response.headers.allow).toBe('HEAD, GET');
  });

  it.each(['PROPFIND', 'TRACE', 'MKCOL', 'LOCK'])(
    'answers the unknown method %s on a route with JSON 405 and its Allow header',
    async (method) => {
      const response = await rawRequest(app, { method, path: '/api/health' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('HEAD, GET');
      expect(JSON.parse(response.text)).toEqual({
        error: 'Method Not Allowed',
        code: 'http.method-not-allowed',
      });
      const posts = await rawRequest(app, { method, path: '/api/posts/some-post' });
      expect(posts.status).toBe(405);
      expect(posts.headers.allow).toBe('HEAD, GET, PUT, DELETE');
    },
  );

  it('answers an unknown method on a path that is no route with JSON 404', async () => {
    const response = await rawRequest(app, { method: 'PROPFIND', path: '/api/no/such/thing' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({
      error: 'Not found',
      code: 'request.not-found',
    });
  });

  it('logs a client that hangs up in the middle of its body at warn, not as an error', async () => {
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const [path, type] of [
        ['/api/test/echo', 'application/json'],
        ['/api/contact', 'application/json'],
        ['/api/posts', 'multipart/form-data; boundary=xyz'],
      ] as const) {
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: x\r\nX-Requested-With: t\r\n` +
            `Content-Type: ${type}\r\nContent-Length: 100\r\n\r\n{"name":`,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'client went away' }),
    );
  });

  it('does not serve the bundles unless SERVE_BUNDLES is on', async () => {
    const response = await request(app.callback()).get('/').expect(404);
    expect(response.body).toMatchObject({ error: 'Not found' });
  });

  describe('JSON bodies', () => {
    it('parses a valid body', async () => {
      const response = await request(app.callback())
        .post('/api/test/echo')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ name: 'Ada' })
        .expect(200);
      expect(response.body).toEqual({ name: 'Ada' });
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const response = await request(app.callback())
        .post('/api/test/echo')
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('Content-Type', 'application/json')
        .send('{"name": "Ada",')
        .expect(400);
      expect(response.body).toMatchObject({ error: 'Malformed JSON body' });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await request(app.callback())
        .post('/api/test/echo')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ name: 'x'.repeat(2048) })
        .expect(413);
      expect(response.body).toMatchObject({ error: 'Request body too large' });
    });

    it('answers a non-JSON content type with 415', async () => {
      const response = await request(app.callback())
        .post('/api/test/echo')
        .set('X-Requested-With', 'XMLHttpRequest')
        .type('form')
        .send('name=Ada')
        .expect(415);
      expect(response.body).toMatchObject({ error: 'Content-Type must be application/json' });
    });

    const sendEncoded = (path: string, encoding: string, body: Buffer) =>
      rawRequest(app, {
        method: 'POST',
        path,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
          'Content-Encoding': encoding,
        },
        body,
      });

    it.each<[string, string, Buffer]>([
      ['gzip over plain text', 'gzip', Buffer.from('{"name":"Ada"}')],
      ['truncated gzip', 'gzip', gzipSync('{"name":"Ada"}').subarray(0, 12)],
      ['deflate over plain text', 'deflate', Buffer.from('{"name":"Ada"}')],
      ['br over plain text', 'br', Buffer.from('{"name":"Ada"}')],
    ])('answers %s with 400, not 500', async (_what, encoding, bytes) => {
      const response = await sendEncoded('/api/test/echo', encoding, bytes);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toEqual({
        error: 'Request body does not match its Content-Encoding',
        code: 'request.encoding-mismatch',
      });
      expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
    });

    it('still reads a body that really is gzip, deflate or br', async () => {
      const json = '{"name":"Ada"}';
      for (const [encoding, bytes] of [
        ['gzip', gzipSync(json)],
        ['deflate', deflateSync(json)],
        ['br', brotliCompressSync(json)],
      ] as const) {
        const response = await sendEncoded('/api/test/echo', encoding, bytes);
        expect({ encoding, status: response.status }).toEqual({ encoding, status: 200 });
        expect(JSON.parse(response.text)).toEqual({ name: 'Ada' });
      }
    });

    it('answers a false Content-Encoding on the real JSON endpoints with 400', async () => {
      for (const path of ['/api/login', '/api/contact', '/api/calendar/schedule']) {
        const response = await sendEncoded(path, 'gzip', Buffer.from('{"name":"Ada"}'));
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
      }
    });

    it('answers a body that fails the schema with 400 and the fields', async () => {
      const response = await request(app.callback())
        .post('/api/test/echo')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ name: '' })
        .expect(400);
      expect(response.body).toMatchObject({
        error: 'Validation failed',
        fields: { name: [expect.any(String)] },
      });
    });
  });

  it('answers a crash with a bare 500 and logs the details instead', async () => {
    const response = await request(app.callback()).get('/api/test/crash').expect(500);
    expect(response.body).toMatchObject({ error: 'Internal Server Error' });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    const failure = logs.lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 'error',
      status: 500,
      requestId: response.headers['x-request-id'],
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('keeps the message of a deliberate 4xx', async () => {
    const response = await request(app.callback()).get('/api/test/teapot').expect(418);
    expect(response.body).toMatchObject({ error: 'No coffee here' });
  });

  describe('request ids and the request log', () => {
    it('echoes a sane incoming X-Request-Id', async () => {
      const response = await request(app.callback())
        .get('/api/health')
        .set('X-Request-Id', 'edge-42.a:b');
      expect(response.headers['x-request-id']).toBe('edge-42.a:b');
    });

    it('replaces an unusable X-Request-Id with its own', async () => {
      const response = await request(app.callback())
        .get('/api/health')
        .set('X-Request-Id', 'bad id\twith "quotes"');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('writes one line per request with method, path, status, duration and id', async () => {
      const response = await request(app.callback()).get('/api/nowhere?token=secret').expect(404);
      await new Promise((resolve) => setImmediate(resolve));
      const requestLines = logs.lines.filter((line) => line.msg === 'request');
      expect(requestLines).toEqual([
        {
          time: expect.any(String),
          level: 'info',
          msg: 'request',
          requestId: response.headers['x-request-id'],
          method: 'GET',
          path: '/api/nowhere',
          status: 404,
          ms: expect.any(Number),
        },
      ]);
    });

    it('keeps the request id on error responses', async () => {
      const response = await request(app.callback())
        .get('/api/test/crash')
        .set('X-Request-Id', 'trace-1');
      expect(response.headers['x-request-id']).toBe('trace-1');
    });
  });
});

describe('health against a MySQL server that is not there', () => {
  it('answers 503 quickly', async () => {
    const port = await freePort();
    const db = await openTestDatabase('sqlite', { migrate: false });
    const config = { ...db.config };
    config.database = {
      dialect: 'mysql',
      host: '127.0.0.1',
      port,
      user: 'root',
      password: '',
      database: 'gone',
      safeUrl: `mysql://root@127.0.0.1:${port}/gone`,
    };
    const sequelize = createSequelize(config.database, { logger: silentLogger });
    try {
      const app = createApp({ config, sequelize, logger: silentLogger });
      const started = Date.now();
      const response = await request(app.callback()).get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await sequelize.close();
      await db.cleanup();
    }
  });
});
