/**
 * What a server answers a request Node rejects before any handler sees it (headers over the
 * limit, a request line or header it cannot parse, a request over its time limit). Node's own
 * answer is a bare status line; ours carries the security headers every response promises and
 * the API's JSON error body. Used by the BFF's server and the site renderer's server. No Node
 * imports: the socket is described by the little it needs.
 */
import { statusCode } from '@app/contract/errorCodes';
import { securityHeaders } from './securityHeaders';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The status Node would have answered with, by the parser's or the server's error code. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The whole answer, status line to body. */
export function clientErrorResponse(code: string | undefined): string {
  const status = clientErrorStatus(code);
  const body = JSON.stringify({ error: STATUS_TEXT[status], code: statusCode(status) });
  // The request could not be read, so neither could its scheme: no HSTS (nginx adds it over HTTPS).
  const headers = {
    ...securityHeaders({ secure: false }),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('')}\r\n${body}`;
}

interface ClientSocket {
  readonly writable: boolean;
  end(data: string): unknown;
  destroy(): unknown;
  /** Node's response in progress on this connection, if any (what its own handler checks). */
  readonly _httpMessage?: { readonly headersSent?: boolean } | null;
}

/**
 * For `server.on('clientError', answerClientError)`. Like Node's default, it answers only when it
 * can without corrupting a response already under way on the connection, then closes it.
 */
export function answerClientError(error: { code?: string }, socket: ClientSocket): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}
