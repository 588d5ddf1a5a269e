/**
 * The admin renderer's HTTP server (`node admin/dist-server/server.js`): renders the staff
 * screens it knows (the inbox) for nginx, which sends it the admin's addresses of requests that
 * carry the admin's zone cookie, and answers the app's index.html for the rest. Stateless: it
 * reads the BFF with the staff member's own cookie, so any number can run side by side.
 *   ADMIN_RENDERER_HOST, ADMIN_RENDERER_PORT  where to listen (127.0.0.1:3002 unless set)
 *   ADMIN_API_URL    the BFF's origin, e.g. http://bff:3000
 *   ADMIN_DIST_DIR   the client bundle (defaults to admin/dist next to this server)
 */
import path from 'node:path';
import { createPageServer, listenUntilStopped } from '@app/server-kit/pageServer';
import { createStaffPageRenderer } from './staffPageRenderer';
import {
  AdminRendererConfigError,
  parseAdminRendererConfig,
  type AdminRendererConfig,
} from './rendererConfig';

function readConfig(): AdminRendererConfig {
  try {
    return parseAdminRendererConfig(process.env);
  } catch (error) {
    if (!(error instanceof AdminRendererConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
const config = readConfig();

/** One JSON line per event, its values escaped: a request's text cannot forge or split a line. */
const log = (msg: string, fields: Record<string, string>) =>
  console.error(JSON.stringify({ level: 'error', msg, ...fields }));

const render = createStaffPageRenderer({
  distDir: config.distDir ?? path.resolve(__dirname, '../dist'),
  apiOrigin: config.apiOrigin,
  onError: (error, url) => log('render failed', { url, error: String(error) }),
});

const server = createPageServer(render, (error) => log('request failed', { error: String(error) }));

listenUntilStopped(server, { host: config.host, port: config.port, name: 'Admin renderer' });
