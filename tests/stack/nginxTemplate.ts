import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_TEMPLATE_FILE, REPO_ROOT } from './paths';

/**
 * The variables nginx/templates/default.conf.template uses. In the image they come from
 * the Dockerfile's nginx target (NGINX_LOCAL_RESOLVERS from the image's own
 * 15-local-resolvers.envsh) and from
 * nginx/docker-entrypoint.d/16-finance-platform.envsh (the DerivedValues);
 * tests/unit/nginx-template.test.ts keeps the lists in step.
 */
export interface NginxTemplateValues extends DerivedValues {
  NGINX_LISTEN: string;
  NGINX_HTML_ROOT: string;
  NGINX_ACCESS_LOG: string;
  NGINX_LOCAL_RESOLVERS: string;
  NGINX_BFF_SERVERS: string;
  NGINX_SITE_SERVERS: string;
  NGINX_ADMIN_SERVERS: string;
}

/** What 16-finance-platform.envsh exports. */
export interface DerivedValues {
  NGINX_TLS: string;
  NGINX_HTTPS_REDIRECT: string;
  NGINX_HTTPS_PORT_SUFFIX: string;
  NGINX_HSTS_MAX_AGE: string;
  NGINX_REAL_IP_FROM: string;
  NGINX_TRUSTED_PROXY_GEO: string;
  NGINX_CLIENT_MAX_BODY_SIZE: string;
}

export const DERIVED_VALUE_NAMES: readonly (keyof DerivedValues)[] = [
  'NGINX_TLS',
  'NGINX_HTTPS_REDIRECT',
  'NGINX_HTTPS_PORT_SUFFIX',
  'NGINX_HSTS_MAX_AGE',
  'NGINX_REAL_IP_FROM',
  'NGINX_TRUSTED_PROXY_GEO',
  'NGINX_CLIENT_MAX_BODY_SIZE',
];

export const NGINX_ENVSH_FILE = path.join(
  REPO_ROOT,
  'nginx',
  'docker-entrypoint.d',
  '16-finance-platform.envsh',
);

/** The operator settings the image's envsh reads (docker-compose.yml, nginx service). */
export interface NginxSettings {
  TLS?: string;
  HTTPS_PORT?: string;
  HSTS_MAX_AGE?: string;
  TRUSTED_PROXIES?: string;
  MAX_IMAGE_BYTES?: string;
  /** Test-only inputs: where the certificate is, and the TLS listen address. */
  NGINX_CERTS_DIR?: string;
  NGINX_HTTPS_LISTEN?: string;
}

export class NginxSettingsError extends Error {}

/**
 * Runs 16-finance-platform.envsh as the image's entrypoint does (sourced by sh), so the test stack
 * derives its values with the very code the image runs.
 */
export function deriveTemplateValues(settings: NginxSettings = {}): DerivedValues {
  // NUL-separated NAME=value pairs: values may hold anything but NUL.
  const pairs = DERIVED_VALUE_NAMES.map((name) => `"${name}=$${name}"`).join(' ');
  const script = `. "$1" && printf '%s\\0' ${pairs}`;
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  for (const [name, value] of Object.entries(settings)) {
    if (typeof value === 'string') env[name] = value;
  }
  const result = spawnSync('sh', ['-c', script, 'sh', NGINX_ENVSH_FILE], { env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new NginxSettingsError(result.stderr.trim() || `envsh exited with ${result.status}`);
  }
  const values = new Map<string, string>();
  for (const pair of result.stdout.split('\0')) {
    const at = pair.indexOf('=');
    if (at > 0) values.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const derived: Record<string, string> = {};
  for (const name of DERIVED_VALUE_NAMES) {
    const value = values.get(name);
    if (value === undefined) throw new NginxSettingsError(`envsh did not export ${name}`);
    derived[name] = value;
  }
  return derived as unknown as DerivedValues;
}

/** The image substitutes only names with this prefix (NGINX_ENVSUBST_FILTER). */
export const TEMPLATE_VARIABLE_PREFIX = 'NGINX_';

// GNU envsubst recognises $NAME and ${NAME}, NAME being the longest run of identifier characters.
const REFERENCE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * What `envsubst '$A $B'` does: replace references to the listed names and leave every other
 * `$…` (nginx's own $uri, $host…) as it is.
 */
export function envsubst(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(
    REFERENCE,
    (whole, braced: string | undefined, bare: string | undefined) => {
      const name = braced ?? bare ?? '';
      return Object.hasOwn(values, name) ? (values[name] ?? whole) : whole;
    },
  );
}

/** Names with the template prefix that `template` references, in order of first use. */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(REFERENCE)) {
    const name = match[1] ?? match[2] ?? '';
    if (name.startsWith(TEMPLATE_VARIABLE_PREFIX)) names.add(name);
  }
  return [...names];
}

export function readNginxTemplate(): string {
  return readFileSync(NGINX_TEMPLATE_FILE, 'utf8');
}

/**
 * Renders the production template. A referenced variable without a value would stay literal and
 * make nginx fail with a confusing message, so it fails here by name instead.
 */
export function renderNginxTemplate(
  values: NginxTemplateValues,
  template: string = readNginxTemplate(),
): string {
  const provided: Record<string, string> = { ...values };
  const missing = templateVariables(template).filter((name) => !Object.hasOwn(provided, name));
  if (missing.length > 0) {
    throw new Error(`The nginx template uses variables the renderer lacks: ${missing.join(', ')}`);
  }
  return envsubst(template, provided);
}

/** `server` lines for fixed upstream addresses such as "127.0.0.1:4001". */
export function staticUpstreamServers(addresses: readonly string[], what = 'The BFF'): string {
  if (addresses.length === 0) throw new Error(`${what} upstream needs at least one address`);
  return addresses.map((address) => `server ${address};`).join(' ');
}
