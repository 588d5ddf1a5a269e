import { readFileSync } from 'node:fs';
import { NGINX_TEMPLATE_FILE } from './paths';

/**
 * The variables nginx/templates/default.conf.template uses. In the image they come from
 * nginx/Dockerfile (NGINX_LOCAL_RESOLVERS from the image's own 15-local-resolvers.envsh);
 * tests/unit/nginx-template.test.ts keeps the three lists in step.
 */
export interface NginxTemplateValues {
  NGINX_LISTEN: string;
  NGINX_HTML_ROOT: string;
  NGINX_LOCAL_RESOLVERS: string;
  NGINX_BFF_SERVERS: string;
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
export function staticUpstreamServers(addresses: readonly string[]): string {
  if (addresses.length === 0) throw new Error('The BFF upstream needs at least one address');
  return addresses.map((address) => `server ${address};`).join(' ');
}
