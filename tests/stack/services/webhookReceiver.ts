import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1, as a firm's CRM would run one: it records every request and
 * answers with the next status of `answers` (200 once they run out).
 */
export async function startReceiver(answers: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...answers];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(status === 200 ? 'ok' : `failing with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer: (...statuses: number[]) => queue.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A receiver's check of `X-Webhook-Signature`, written from the documentation rather than from
 * the BFF's code: HMAC-SHA256 of "<t>.<body>" in hex, with the time within five minutes.
 */
export function receiverAccepts(secret: string, webhook: ReceivedWebhook, now: Date): boolean {
  const header = String(webhook.headers['x-webhook-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (match === null) return false;
  const [, t, v1] = match as unknown as [string, string, string];
  if (Math.abs(now.getTime() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${webhook.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
