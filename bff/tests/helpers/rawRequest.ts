import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * Sends exactly these bytes with exactly these headers (supertest re-serialises a Buffer sent as
 * JSON, which makes it useless for testing what the server does with an encoded body).
 */
export async function rawRequest(
  app: { callback(): http.RequestListener },
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
): Promise<RawResponse> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawResponse>((resolve, reject) => {
      const body = options.body ?? Buffer.alloc(0);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: options.method,
          path: options.path,
          headers: { 'Content-Length': body.length, ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
