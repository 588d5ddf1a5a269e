import { startNodeServer, type RunningNodeServer } from './nodeServer';
import { BUNDLE_DIRS, SITE_RENDERER_ENTRY } from './paths';

export interface SiteRendererOptions {
  name: string;
  logFile: string;
  /** Origin of a BFF for the renderer's server-side reads. */
  apiUrl: string;
  /** See NodeServerOptions.clockStartsAt. */
  clockStartsAt?: string;
}

/** Starts the site's server renderer the way production does (`node site/dist-server/server.js`). */
export function startSiteRenderer(options: SiteRendererOptions): Promise<RunningNodeServer> {
  return startNodeServer({
    label: `site ${options.name}`,
    entry: SITE_RENDERER_ENTRY,
    buildHint: 'npm run build -w site',
    logFile: options.logFile,
    hostVariable: 'SITE_HOST',
    portVariable: 'SITE_PORT',
    // Behind the stack's nginx, which sets X-Forwarded-Proto and -Host, as in compose.
    env: { SITE_API_URL: options.apiUrl, SITE_DIST_DIR: BUNDLE_DIRS.site, TRUST_PROXY: 'true' },
    // The not-found page would answer 404: the home page is the readiness probe.
    readyPath: '/',
    clockStartsAt: options.clockStartsAt,
  });
}
