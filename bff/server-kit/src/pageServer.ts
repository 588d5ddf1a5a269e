import http from 'node:http';
import { answerClientError } from './clientError';
import type { PageRenderer } from './pageRenderer';
import { createRequestHandler } from './pageRequestHandler';

export interface PageServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
}

/** Generous for real clients, short enough that a stalled one cannot hold a socket for minutes. */
export const PAGE_SERVER_TIMEOUTS: PageServerTimeouts = { headersMs: 20_000, requestMs: 30_000 };

/**
 * A page renderer's HTTP server: the site's (site/src/server/main.ts) and the admin's staff
 * screens' (admin/src/staffPages/server/main.ts) listen with it. What Node answers itself, before the
 * request handler, gets the same security headers as every page: a request it cannot parse, one
 * whose headers are too large, and one over the time limits.
 */
export function createPageServer(
  render: PageRenderer,
  onError?: (error: unknown) => void,
  timeouts: PageServerTimeouts = PAGE_SERVER_TIMEOUTS,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node looks for requests over those limits (30 s by default, which would add up
      // to 30 s to each of them).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    createRequestHandler(render, onError),
  );
  server.on('clientError', answerClientError);
  return server;
}

/** Requests in flight get this long to finish once the process is told to stop. */
const DRAIN_MS = 10_000;

/**
 * Listens, says where, and on SIGTERM or SIGINT stops taking connections and exits once the
 * requests in flight are answered (or after DRAIN_MS): a renderer's process, as compose runs it.
 */
export function listenUntilStopped(
  server: http.Server,
  { host, port, name }: { host: string; port: number; name: string },
): void {
  server.listen(port, host, () => {
    process.stdout.write(`${name} listening on http://${host}:${port}\n`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), DRAIN_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
