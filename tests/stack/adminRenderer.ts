import { startNodeServer, type RunningNodeServer } from './nodeServer';
import { ADMIN_RENDERER_ENTRY, BUNDLE_DIRS } from './paths';

export interface AdminRendererOptions {
  name: string;
  logFile: string;
  /** Origin of a BFF for the staff member's reads. */
  apiUrl: string;
  /** See NodeServerOptions.clockStartsAt. */
  clockStartsAt?: string;
}

/**
 * Starts the admin's staff-screen renderer the way production does
 * (`node admin/dist-server/server.js`).
 */
export function startAdminRenderer(options: AdminRendererOptions): Promise<RunningNodeServer> {
  return startNodeServer({
    label: `admin renderer ${options.name}`,
    entry: ADMIN_RENDERER_ENTRY,
    buildHint: 'npm run build -w admin',
    logFile: options.logFile,
    hostVariable: 'ADMIN_RENDERER_HOST',
    portVariable: 'ADMIN_RENDERER_PORT',
    env: { ADMIN_API_URL: options.apiUrl, ADMIN_DIST_DIR: BUNDLE_DIRS.admin },
    // Without cookies every address is the app's index.html.
    readyPath: '/admin/',
    clockStartsAt: options.clockStartsAt,
  });
}
