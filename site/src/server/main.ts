/**
 * The site's own HTTP server (`node site/dist-server/server.js`): renders the public pages behind
 * nginx, which serves the bundle's files itself. Stateless, so any number can run side by side.
 *   SITE_HOST, SITE_PORT  where to listen (127.0.0.1:3001 unless set)
 *   SITE_API_URL          the BFF's origin for server-side reads, e.g. http://bff:3000
 *   SITE_URL              the public origin for canonical URLs (else taken from the request)
 *   SITE_DIST_DIR         the client bundle (defaults to site/dist next to this server)
 *   SITE_PAGE_CACHE_ENTRIES  rendered pages kept in memory, valid while the content revision
 *                         stands (500 unless set; 0 renders every request)
 */
import http from 'node:http';
import path from 'node:path';
import { createPageRenderer } from './pageRenderer';
import { createRequestHandler } from './requestHandler';

const host = process.env.SITE_HOST ?? '127.0.0.1';
const port = Number(process.env.SITE_PORT ?? 3001);
const apiOrigin = process.env.SITE_API_URL;
if (!apiOrigin) {
  console.error('SITE_API_URL must name the BFF, e.g. http://127.0.0.1:3000');
  process.exit(1);
}

const render = createPageRenderer({
  distDir: process.env.SITE_DIST_DIR ?? path.resolve(__dirname, '../dist'),
  apiOrigin: apiOrigin.replace(/\/+$/, ''),
  publicOrigin: process.env.SITE_URL?.replace(/\/+$/, ''),
  cacheEntries:
    process.env.SITE_PAGE_CACHE_ENTRIES === undefined
      ? undefined
      : Number(process.env.SITE_PAGE_CACHE_ENTRIES),
  onError: (error, url) =>
    console.error(JSON.stringify({ msg: 'render failed', url, error: String(error) })),
});

const server = http.createServer(createRequestHandler(render));
// Generous for real clients, short enough that a stalled one cannot hold a socket for minutes.
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

server.listen(port, host, () => {
  process.stdout.write(`Site renderer listening on http://${host}:${port}\n`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
