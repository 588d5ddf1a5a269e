import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { SECURITY_HEADERS } from '@app/server-kit/securityHeaders';
import { silentLogger } from '../log/logger';
import { createHttpServer, SERVER_TIMEOUTS } from './serverTimeouts';

/** Short enough for a test; the real ones are SERVER_TIMEOUTS. */
const SHORT = { headersMs: 1_000, requestMs: 3_000, idleMs: 1_000 };

const CONTACT_HEAD =
  'POST /api/contact HTTP/1.1\r\nHost: x\r\nX-Requested-With: t\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';

describe('slow clients', () => {
  let db: TestDatabase;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    db = await openTestDatabase('sqlite');
    const app = createApp({ config: db.config, sequelize: db.sequelize, logger: silentLogger });
    server = createHttpServer(app.callback(), SHORT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.cleanup();
  });

  /**
   * Opens a raw connection, writes `head`, then each of `pieces` after `everyMs`; resolves when
   * the server closes the connection, with how long it was held and what came back.
   */
  async function holdOpen(head: string, pieces: string[] = [], everyMs = 0) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(head);
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (socket.destroyed) break;
      socket.write(piece);
    }
    // A server that never lets go would leave this test to jest's timeout; end it plainly.
    const gaveUp = setTimeout(() => socket.destroy(), 10_000);
    await closed;
    clearTimeout(gaveUp);
    return { heldMs: Date.now() - started, answer };
  }

  it('answers headers over 16 KB with a JSON 431, and a broken request line with a JSON 400', async () => {
    const huge = await holdOpen(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.answer).toMatch(/\r\nContent-Type: application\/json/);
    expect(
      huge.answer.endsWith(
        '{"error":"Request Header Fields Too Large","code":"http.headers-too-large"}',
      ),
    ).toBe(true);

    const broken = await holdOpen('GET /api/health HTTP/1.1\r\nHo st\x00: x\r\n\r\n');
    expect(broken.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken.answer.endsWith('{"error":"Bad Request","code":"http.bad-request"}')).toBe(true);
  });

  it.each([
    [
      'headers over 16 KB',
      431,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    ['a malformed header', 400, 'GET /api/health HTTP/1.1\r\nHo st\x00: x\r\n\r\n'],
  ])(
    'answers %s with %i, the security headers and Connection: close',
    async (_what, status, head) => {
      const { answer } = await holdOpen(head);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const lines = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(lines).toContain(`${name}: ${value}`);
      }
      expect(lines).toContain('Connection: close');
      expect(lines).not.toContainEqual(expect.stringMatching(/^Strict-Transport-Security:/));
    },
  );

  it('answers headers that never end with 408 and the security headers', async () => {
    // As with the real limits, the headers' deadline comes before the idle one.
    const timed = createHttpServer(() => undefined, { ...SHORT, idleMs: 10_000 });
    await new Promise<void>((resolve) => timed.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((timed.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => timed.close(resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const lines = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(lines).toContain(`${name}: ${value}`);
    }
    expect(answer.endsWith('{"error":"Request Timeout","code":"http.request-timeout"}')).toBe(true);
  });

  it('has real limits far above what a browser needs, and below Node’s 60 s / 300 s', () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 120_000, idleMs: 30_000 });
  });

  it('drops a client that never finishes its headers', async () => {
    const { heldMs, answer } = await holdOpen('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(heldMs).toBeLessThan(2_500);
    expect(answer).not.toMatch(/ 200 /);
  });

  it('drops a client that announces a body and never sends it', async () => {
    const { heldMs } = await holdOpen(CONTACT_HEAD);
    expect(heldMs).toBeLessThan(2_500);
  });

  it('drops a client that trickles its body past the request limit', async () => {
    const { heldMs } = await holdOpen(
      CONTACT_HEAD,
      Array.from({ length: 20 }, () => ' '),
      400,
    );
    expect(heldMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(heldMs).toBeLessThan(SHORT.requestMs + 2_000);
  });

  it('serves a client that is slow but keeps sending', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'not the password' });
    const { answer } = await holdOpen(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nX-Requested-With: t\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.match(/.{1,10}/g) ?? [],
      400,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
