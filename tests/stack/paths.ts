import path from 'node:path';

// tests/stack/ -> repository root. Every consumer (wdio via tsx, jest via swc) runs this file as
// CommonJS, so __dirname is available.
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Logs of the processes a run starts; gitignored, kept after the run for post-mortems. */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests', '.artifacts');

/** Every *.template here is rendered into conf.d/, as the nginx image does. */
export const NGINX_TEMPLATES_DIR = path.join(REPO_ROOT, 'nginx', 'templates');

export const NGINX_TEMPLATE_FILE = path.join(NGINX_TEMPLATES_DIR, 'default.conf.template');

export const BUNDLE_DIRS = {
  site: path.join(REPO_ROOT, 'site', 'dist'),
  admin: path.join(REPO_ROOT, 'admin', 'dist'),
  sharedUi: path.join(REPO_ROOT, 'shared-ui', 'dist'),
} as const;

export const BFF_ENTRY = path.join(REPO_ROOT, 'bff', 'dist', 'server.js');

export const SITE_RENDERER_ENTRY = path.join(REPO_ROOT, 'site', 'dist-server', 'server.js');
export const ADMIN_RENDERER_ENTRY = path.join(REPO_ROOT, 'admin', 'dist-server', 'server.js');
