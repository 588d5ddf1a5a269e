/**
 * The site's own HTTP server (`node site/dist-server/server.js`): renders the public pages behind
 * nginx, which serves the bundle's files itself. Stateless, so any number can run side by side.
 *   SITE_HOST, SITE_PORT  where to listen (127.0.0.1:3001 unless set)
 *   SITE_API_URL          the BFF's origin for server-side reads, e.g. http://bff:3000
 *   SITE_URL              the public origin for canonical URLs (else taken from the request)
 *   TRUST_PROXY           true behind nginx: the scheme and host come from X-Forwarded-Proto and
 *                         X-Forwarded-Host (false unless set, as in the BFF)
 *   SITE_DIST_DIR         the client bundle (defaults to site/dist next to this server)
 *   SITE_PAGE_CACHE_ENTRIES  rendered pages kept in memory, valid while the content revision
 *                         stands (500 unless set; 0 renders every request)
 */
import path from 'node:path';
import { createPageRenderer } from './pageRenderer';
import { createSiteServer } from './siteServer';

const host = process.env.SITE_HOST ?? '127.0.0.1';
const port = Number(process.env.SITE_PORT ?? 3001);
const apiOrigin = process.env.SITE_API_URL;
if (!apiOrigin) {
  console.error('SITE_API_URL must name the BFF, e.g. http://127.0.0.1:3000');
  process.exit(1);
}

/** The BFF's spellings of a flag; an empty value means the default. */
const FLAGS = new Map([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
const trustProxy = FLAGS.get((process.env.TRUST_PROXY ?? '').trim().toLowerCase() || 'false');
if (trustProxy === undefined) {
  console.error('TRUST_PROXY must be true or false');
  process.exit(1);
}

/** One JSON line per event, its values escaped: a request's text cannot forge or split a line. */
const log = (level: 'warn' | 'error', msg: string, fields: Record<string, string>) =>
  console.error(JSON.stringify({ level, msg, ...fields }));

const render = createPageRenderer({
  distDir: process.env.SITE_DIST_DIR ?? path.resolve(__dirname, '../dist'),
  apiOrigin: apiOrigin.replace(/\/+$/, ''),
  publicOrigin: process.env.SITE_URL?.replace(/\/+$/, ''),
  trustProxy,
  cacheEntries:
    process.env.SITE_PAGE_CACHE_ENTRIES === undefined
      ? undefined
      : Number(process.env.SITE_PAGE_CACHE_ENTRIES),
  onError: (error, url) => log('error', 'render failed', { url, error: String(error) }),
  onBadRequest: (reason, url) => log('warn', 'bad request', { reason, url }),
});

const server = createSiteServer(render, (error) =>
  log('error', 'request failed', { error: String(error) }),
);

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
