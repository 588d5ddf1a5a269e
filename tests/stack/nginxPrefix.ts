import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  deriveTemplateValues,
  renderNginxTemplate,
  staticUpstreamServers,
  type NginxSettings,
} from './nginxTemplate';
import { NGINX_TEMPLATES_DIR } from './paths';

/** Where Debian's nginx package (and the official image) keep the MIME table. */
const SYSTEM_MIME_TYPES = '/etc/nginx/mime.types';

export interface NginxPrefixOptions {
  /** An empty directory that will hold the whole nginx runtime state. */
  dir: string;
  port: number;
  siteDir: string;
  adminDir: string;
  sharedUiDir: string;
  bffUpstreams: readonly string[];
  /** "host:port" of each site server renderer (`node site/dist-server/server.js`). */
  siteUpstreams: readonly string[];
  /** "host:port" of each admin staff-screen renderer; none marks the upstream down. */
  adminUpstreams?: readonly string[];
  /** Where error and access logs go; defaults to `dir`. */
  logDir?: string;
  /**
   * The operator settings of the image (TLS, TRUSTED_PROXIES, MAX_IMAGE_BYTES…), turned into
   * template values by the image's own 16-finance-platform.envsh. Default: none, as compose's.
   */
  settings?: NginxSettings;
}

export interface NginxPrefix {
  confFile: string;
  errorLog: string;
  accessLog: string;
  pidFile: string;
}

/**
 * Lays out a throw-away nginx prefix: the production templates rendered into conf.d/, a main
 * nginx.conf standing in for the image's, and html/{site,admin,shared-ui} linked to the bundles
 * so that the template's single NGINX_HTML_ROOT matches the image layout.
 */
export async function writeNginxPrefix(options: NginxPrefixOptions): Promise<NginxPrefix> {
  if (!existsSync(SYSTEM_MIME_TYPES)) {
    throw new Error(`${SYSTEM_MIME_TYPES} is missing; install the nginx package.`);
  }
  const { dir } = options;
  const logDir = options.logDir ?? dir;
  const htmlRoot = path.join(dir, 'html');
  const confDir = path.join(dir, 'conf.d');
  const tempDir = path.join(dir, 'temp');
  await Promise.all([
    mkdir(htmlRoot, { recursive: true }),
    mkdir(confDir, { recursive: true }),
    mkdir(tempDir, { recursive: true }),
    mkdir(logDir, { recursive: true }),
  ]);
  await symlink(path.resolve(options.siteDir), path.join(htmlRoot, 'site'));
  await symlink(path.resolve(options.adminDir), path.join(htmlRoot, 'admin'));
  await symlink(path.resolve(options.sharedUiDir), path.join(htmlRoot, 'shared-ui'));

  const accessLog = path.join(logDir, 'nginx-access.log');
  const values = {
    NGINX_LISTEN: `127.0.0.1:${options.port}`,
    NGINX_HTML_ROOT: htmlRoot,
    NGINX_ACCESS_LOG: accessLog,
    // Never queried: the test upstreams are IP addresses.
    NGINX_LOCAL_RESOLVERS: '127.0.0.1',
    NGINX_BFF_SERVERS: staticUpstreamServers(options.bffUpstreams),
    NGINX_SITE_SERVERS: staticUpstreamServers(options.siteUpstreams, 'The site renderer'),
    // An upstream needs a server: without a renderer, one marked down, so nginx answers the app.
    NGINX_ADMIN_SERVERS:
      options.adminUpstreams && options.adminUpstreams.length > 0
        ? staticUpstreamServers(options.adminUpstreams, 'The admin renderer')
        : 'server 127.0.0.1:9 down;',
    ...deriveTemplateValues(options.settings),
  };
  // As the image's 20-envsubst-on-templates.sh: conf.d/NAME for each NAME.template. Files that
  // default.conf includes (conf.d/response-headers.inc) resolve against this prefix as against
  // /etc/nginx in the image.
  const templates = (await readdir(NGINX_TEMPLATES_DIR)).filter((name) =>
    name.endsWith('.template'),
  );
  for (const name of templates) {
    const template = await readFile(path.join(NGINX_TEMPLATES_DIR, name), 'utf8');
    await writeFile(
      path.join(confDir, name.slice(0, -'.template'.length)),
      renderNginxTemplate(values, template),
    );
  }
  const siteConf = path.join(confDir, 'default.conf');

  const prefix: NginxPrefix = {
    confFile: path.join(dir, 'nginx.conf'),
    errorLog: path.join(logDir, 'nginx-error.log'),
    accessLog,
    pidFile: path.join(dir, 'nginx.pid'),
  };
  await writeFile(prefix.confFile, mainConf({ ...prefix, tempDir, siteConf }));
  // nginx appends; a shared log directory must only show this run.
  await Promise.all([writeFile(prefix.errorLog, ''), writeFile(prefix.accessLog, '')]);
  return prefix;
}

interface MainConfPaths extends NginxPrefix {
  tempDir: string;
  siteConf: string;
}

/** Double-quoted nginx string, so a path with spaces stays one argument. */
function q(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

function mainConf(paths: MainConfPaths): string {
  const temp = (name: string) => q(path.join(paths.tempDir, name));
  // As root, nginx would hand requests to workers running as "nobody", who cannot enter the
  // private temp directory; as anyone else the directive is ignored with a warning, so omit it.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `# Written by tests/stack/nginxPrefix.ts: the test's stand-in for the image's nginx.conf.
daemon off;
master_process on;
worker_processes 1;
${user}
pid ${q(paths.pidFile)};
error_log ${q(paths.errorLog)} warn;

events {
    worker_connections 512;
}

http {
    include ${q(SYSTEM_MIME_TYPES)};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;

    # The template's server writes the access log itself, in its redacting format, as in the
    # image; nothing is logged at this level.
    access_log off;

    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

    include ${q(paths.siteConf)};
}
`;
}
