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
 * siteConfig.ts checks them all before anything starts: a bad one stops the process with exit 1.
 */
import path from 'node:path';
import { createPageRenderer } from './pageRenderer';
import { parseSiteConfig, SiteConfigError, type SiteConfig } from './siteConfig';
import { createPageServer, listenUntilStopped } from '@app/server-kit/pageServer';

function readConfig(): SiteConfig {
  try {
    return parseSiteConfig(process.env);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
const config = readConfig();

/** One JSON line per event, its values escaped: a request's text cannot forge or split a line. */
const log = (level: 'warn' | 'error', msg: string, fields: Record<string, string>) =>
  console.error(JSON.stringify({ level, msg, ...fields }));

const render = createPageRenderer({
  distDir: config.distDir ?? path.resolve(__dirname, '../dist'),
  apiOrigin: config.apiOrigin,
  publicOrigin: config.publicOrigin,
  trustProxy: config.trustProxy,
  cacheEntries: config.cacheEntries,
  onError: (error, url) => log('error', 'render failed', { url, error: String(error) }),
  onBadRequest: (reason, url) => log('warn', 'bad request', { reason, url }),
});

const server = createPageServer(render, (error) =>
  log('error', 'request failed', { error: String(error) }),
);

listenUntilStopped(server, { host: config.host, port: config.port, name: 'Site renderer' });
