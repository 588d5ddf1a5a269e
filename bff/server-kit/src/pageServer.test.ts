/**
 * @jest-environment node
 */
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from './securityHeaders';
import { createPageServer } from './pageServer';
import { statusCode } from '@app/contract/errorCodes';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = createPageServer(
    async () => ({ status: 200, headers: {}, body: 'page' }),
    () => undefined,
    { headersMs: 1_000, requestMs: 2_000 },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Writes `raw` on a fresh connection and resolves with all the server sent before closing it. */
async function exchange(raw: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(raw);
  const gaveUp = setTimeout(() => socket.destroy(), 10_000);
  await closed;
  clearTimeout(gaveUp);
  return answer;
}

/** The header lines of a raw answer, by lower-case name. */
function headersOf(answer: string): Map<string, string> {
  const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
  return new Map(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
  );
}

describe("the answers Node gives before the renderer's handler", () => {
  it.each([
    ['headers too large', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a malformed request', 400, 'GET / HTTP/1.1\r\nHo st\x00: x\r\n\r\n'],
    ['a broken request line', 400, 'NOT HTTP\r\n\r\n'],
    ['headers that never end', 408, 'GET / HTTP/1.1\r\nHost: x\r\n'],
  ])(
    '%s: %i with the security headers, a JSON error and Connection: close',
    async (_what, status, raw) => {
      const answer = await exchange(raw);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = headersOf(answer);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect([name, headers.get(name.toLowerCase())]).toEqual([name, value]);
      }
      expect(headers.get('connection')).toBe('close');
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({
        error: expect.any(String) as unknown,
        code: statusCode(status),
      });
      expect(headers.get('content-length')).toBe(String(body.length));
    },
  );

  it('still serves a well-formed request', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('page');
  });
});
