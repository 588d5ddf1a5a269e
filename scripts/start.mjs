// `npm start`: the whole product in one process on embedded defaults. Builds whichever bundle is
// missing or older than its sources, then serves site, admin, kit and API from the BFF.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildStale, root } from './build-state.mjs';

buildStale();

// Embedded defaults: one process serves the bundles; SQLite, media and mail live under ./data.
process.env.SERVE_BUNDLES ??= 'true';
process.env.BUNDLES_DIR ??= root;
process.env.DATA_DIR ??= join(root, 'data');
process.env.SEED_DEMO ??= 'true';

const require = createRequire(import.meta.url);
const { loadConfig, ConfigError } = require(join(root, 'bff/dist/config.js'));
const { startServer } = require(join(root, 'bff/dist/server.js'));

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The site's pages are rendered on the server, as its own server does behind nginx; here the
// renderer runs inside the one process and reads the API over loopback from this same server.
const { createPageRenderer } = require(join(root, 'site/dist-server/renderer.js'));
let apiOrigin = '';
const renderPage = createPageRenderer({
  distDir: join(root, 'site/dist'),
  apiOrigin: () => apiOrigin,
  publicOrigin: process.env.SITE_URL?.replace(/\/+$/, ''),
  // The scheme and host of a page's absolute URLs follow the same rule as the BFF's feeds.
  trustProxy: config.trustProxy,
  // One line, its values escaped: a request's URL cannot split or forge log lines.
  onError: (error, url) =>
    console.error(
      JSON.stringify({ level: 'error', msg: 'render failed', url, error: String(error) }),
    ),
});
// The admin's staff screens (the inbox) are rendered too, as its renderer does behind nginx.
const { createStaffPageRenderer } = require(join(root, 'admin/dist-server/staffPages.js'));
const renderStaffPage = createStaffPageRenderer({
  distDir: join(root, 'admin/dist'),
  apiOrigin: () => apiOrigin,
  onError: (error, url) =>
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'staff page render failed',
        url,
        error: String(error),
      }),
    ),
});
const running = await startServer(config, { renderPage, renderStaffPage });
apiOrigin = running.url;

let stopping = false;
const stop = (signal) => {
  // A second signal means "now": do not make the person wait for in-flight requests.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal} received, stopping…`);
  running.close().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
