/**
 * One HTTP attempt of a webhook: POST to the address resolveTarget checked (the name is not looked
 * up again, so a DNS rebind between check and connect changes nothing), with the URL's host in
 * the Host header and as the TLS server name, so certificates and virtual hosts work as usual.
 * Redirects are not followed (a 3xx is a failed attempt: following it would go to an address
 * nobody checked). The whole exchange has a deadline; of the answer the first 1 KB is kept.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './targets';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}

export function sendWebhook(
  target: ResolvedTarget,
  {
    body,
    headers,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
  }: {
    body: string;
    headers: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all === true) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address: target.address, family: target.family }],
      );
    } else {
      callback(null, target.address, target.family);
    }
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(target.url, {
      method: 'POST',
      agent: false,
      lookup: pinned,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        'User-Agent': 'finance-platform-webhooks/1',
        ...headers,
      },
    });
    const deadline = setTimeout(
      () =>
        finish({
          statusCode: null,
          response: '',
          error: `no answer within ${timeoutMs / 1000} s`,
        }),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ statusCode: null, response: '', error: error.code ?? error.message }),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES);
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        finish({
          statusCode,
          response: excerpt.toString('utf8'),
          error: ok ? null : `answered ${statusCode ?? 'nothing'}`,
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_EXCERPT_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
