import http from 'node:http';
import { answerClientError } from '@app/server-kit/clientError';

export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
  /** Silence on a connection in the middle of a request (a body announced and never sent). */
  idleMs: number;
}

/**
 * Node's defaults let a client that sends half its headers, or announces a body and never sends
 * it, hold a connection for 90 s and 330 s. These limits are far above what a real client needs:
 * a browser sends its headers in one packet, goes silent for milliseconds, and uploads the
 * largest post save (11 images of MAX_IMAGE_BYTES, 5 MB each by default) in 120 s from about
 * 4 Mbit/s up; a usual save of one image needs a tenth of that. Behind nginx the body arrives
 * buffered, at LAN speed. A handler is never silent for 30 s either (SHUTDOWN_TIMEOUT_MS is 10 s).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 30_000,
};

/** An HTTP server that drops slow clients (answering 408 where it still can). */
export function createHttpServer(
  listener: http.RequestListener,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node looks for requests over those limits (30 s by default, which would add
      // up to 30 s to each of them).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    listener,
  );
  // Without a 'timeout' listener, a socket silent for this long is destroyed.
  server.timeout = timeouts.idleMs;
  // Node answers a request it cannot parse, or one over these limits, with a bare status line
  // before Koa sees it; the API promises JSON and the security headers on every answer.
  server.on('clientError', answerClientError);
  return server;
}
