import Router from '@koa/router';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../tests/helpers/testDatabase';
import { SERVER_TIMEOUTS } from './http/serverTimeouts';
import type { AppState } from './http/types';
import { silentLogger } from './log/logger';
import { startServer, type RunningServer } from './server';

/** A route that answers only when the test says so, to hold a request in flight. */
function gate() {
  let release!: () => void;
  let markEntered!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  const router = new Router<AppState>();
  router.get('/test/slow', async (ctx) => {
    markEntered();
    await released;
    ctx.body = { finished: true };
  });
  return { router, release, entered };
}

/** GET over a keep-alive agent, as browsers and nginx upstreams do. */
function get(url: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// Each test starts a real server and database: slow when the machine is busy.
jest.setTimeout(30_000);

describe('startServer', () => {
  let dataDir: string;
  let running: RunningServer | undefined;
  let agent: http.Agent;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bff-server-'));
    agent = new http.Agent({ keepAlive: true });
  });
  afterEach(async () => {
    agent.destroy();
    await running?.close();
    running = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the SQLite file, migrates and answers on the URL it returns', async () => {
    running = await startServer(testConfig({ DATA_DIR: dataDir }), { logger: silentLogger });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(running.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(running.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
    expect(existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    const response = await get(`${running.url}/api/health`, agent);
    expect(response).toEqual({ status: 200, body: '{"status":"ok"}' });
  });

  it('fails to start, and closes the database, when the port is taken', async () => {
    running = await startServer(testConfig({ DATA_DIR: dataDir }), { logger: silentLogger });
    const port = new URL(running.url).port;
    await expect(
      startServer(testConfig({ DATA_DIR: dataDir, PORT: port }), { logger: silentLogger }),
    ).rejects.toThrow(/EADDRINUSE/);
  });

  it('on close, finishes the request in flight, refuses new ones, then stops', async () => {
    const slow = gate();
    running = await startServer(testConfig({ DATA_DIR: dataDir }), {
      logger: silentLogger,
      extraRouters: [slow.router],
    });
    // An idle keep-alive connection must not hold the shutdown open until it times out.
    await get(`${running.url}/api/health`, agent);

    const inFlight = get(`${running.url}/api/test/slow`, agent);
    await slow.entered;
    let closed = false;
    const closing = running.close().then(() => (closed = true));

    await expect(get(`${running.url}/api/health`, new http.Agent())).rejects.toThrow(
      /ECONNREFUSED/,
    );
    expect(closed).toBe(false);

    slow.release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: '{"finished":true}' });
    const started = Date.now();
    await closing;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cuts requests that outlive SHUTDOWN_TIMEOUT_MS', async () => {
    const slow = gate();
    running = await startServer(testConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '200' }), {
      logger: silentLogger,
      extraRouters: [slow.router],
    });
    // Settled before close() returns, so observe it from the start.
    const inFlight = get(`${running.url}/api/test/slow`, agent).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await slow.entered;

    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
    slow.release();
  });
});
