import http from 'node:http';
import { answerClientError } from '@app/server-kit/clientError';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import { createRequestHandler } from './requestHandler';

export interface SiteServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
}

/** Generous for real clients, short enough that a stalled one cannot hold a socket for minutes. */
export const SITE_SERVER_TIMEOUTS: SiteServerTimeouts = { headersMs: 20_000, requestMs: 30_000 };

/**
 * The renderer's HTTP server (main.ts listens with it). What Node answers itself, before the
 * request handler, gets the same security headers as every page: a request it cannot parse, one
 * whose headers are too large, and one over the time limits.
 */
export function createSiteServer(
  render: PageRenderer,
  onError?: (error: unknown) => void,
  timeouts: SiteServerTimeouts = SITE_SERVER_TIMEOUTS,
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
