import path from 'node:path';
import type { Cleanup } from './cleanup';
import { startNginx } from './nginx';
import { ARTIFACTS_DIR, BUNDLE_DIRS } from './paths';
import { startAdminRenderer } from './adminRenderer';
import { startSiteRenderer } from './siteRenderer';

export interface EdgeOptions {
  /** "host:port" of each BFF replica. */
  bffAddresses: string[];
  /** Where each started process is registered to be stopped. */
  cleanup: Cleanup;
  /** Prefixes process names and log files, so a second stack's logs do not mix with the first's. */
  name?: string;
  /** Where the renderers' wall clock starts (see NodeServerOptions.clockStartsAt). */
  clockStartsAt?: string;
}

/**
 * The production front of a set of BFF replicas: a site renderer and an admin renderer per replica
 * (a page must not depend on which renderer drew it) and nginx before them all. Resolves with nginx's base URL.
 */
export async function startEdge({
  bffAddresses,
  cleanup,
  name,
  clockStartsAt,
}: EdgeOptions): Promise<string> {
  const prefix = name === undefined ? '' : `${name}-`;
  const renderers: string[] = [];
  const adminRenderers: string[] = [];
  for (const [index, address] of bffAddresses.entries()) {
    const renderer = await startSiteRenderer({
      name: `${prefix}${index + 1}`,
      logFile: path.join(ARTIFACTS_DIR, `${prefix}site-${index + 1}.log`),
      apiUrl: `http://${address}`,
      clockStartsAt,
    });
    cleanup.add(`site ${index + 1}`, renderer.stop, renderer.stopNow);
    renderers.push(renderer.address);
    const adminRenderer = await startAdminRenderer({
      name: `${prefix}${index + 1}`,
      logFile: path.join(ARTIFACTS_DIR, `${prefix}admin-renderer-${index + 1}.log`),
      apiUrl: `http://${address}`,
      clockStartsAt,
    });
    cleanup.add(`admin renderer ${index + 1}`, adminRenderer.stop, adminRenderer.stopNow);
    adminRenderers.push(adminRenderer.address);
  }
  const nginx = await startNginx({
    siteUpstreams: renderers,
    adminUpstreams: adminRenderers,
    siteDir: BUNDLE_DIRS.site,
    adminDir: BUNDLE_DIRS.admin,
    sharedUiDir: BUNDLE_DIRS.sharedUi,
    bffUpstreams: bffAddresses,
    logDir: name === undefined ? ARTIFACTS_DIR : path.join(ARTIFACTS_DIR, `${name}-nginx`),
  });
  cleanup.add('nginx', nginx.stop, nginx.stopNow);
  return nginx.url;
}
