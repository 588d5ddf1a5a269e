import http, { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

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
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Node answers a request it cannot parse (headers over 16 KB, a broken request line, a request
 * over its time limit) with a bare status line before Koa sees it. The API promises JSON for
 * every error, so the same statuses leave with a JSON body.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Bad Request' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
