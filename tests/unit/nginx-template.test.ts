import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { MAX_CONTENT_IMAGES_PER_SAVE, POST_LIMITS } from '../../bff/src/contract/posts';
import { findExecutable } from '../stack/executables';
import { writeNginxPrefix, type NginxPrefixOptions } from '../stack/nginxPrefix';
import {
  DERIVED_VALUE_NAMES,
  deriveTemplateValues,
  envsubst,
  NGINX_ENVSH_FILE,
  NginxSettingsError,
  readNginxTemplate,
  renderNginxTemplate,
  templateVariables,
  TEMPLATE_VARIABLE_PREFIX,
  type NginxTemplateValues,
} from '../stack/nginxTemplate';
import { REPO_ROOT } from '../stack/paths';
import { writeSelfSignedCert } from './selfSignedCert';

/** What the image renders with compose's defaults. */
const PRODUCTION_VALUES: NginxTemplateValues = {
  NGINX_LISTEN: '80',
  NGINX_HTML_ROOT: '/usr/share/nginx/html',
  NGINX_LOCAL_RESOLVERS: '127.0.0.11 ',
  NGINX_BFF_SERVERS: 'server bff:8080 resolve;',
  NGINX_SITE_SERVERS: 'server site:3001 resolve;',
  ...deriveTemplateValues({ HTTPS_PORT: '8443' }),
};

/** `ENV NAME=value …` pairs of a Dockerfile, continuation lines joined. */
function dockerfileEnv(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
  const env = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!/^ENV\s/.test(line)) continue;
    for (const match of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)) {
      env.set(match[1] ?? '', (match[2] ?? '').replace(/^"|"$/g, ''));
    }
  }
  return env;
}

describe('envsubst as the nginx image runs it', () => {
  it('replaces listed names in both spellings and leaves every other $ alone', () => {
    const template = 'a ${NGINX_A} b $NGINX_A c $NGINX_AB d ${uri} e $uri f ${OTHER} g $$';
    expect(envsubst(template, { NGINX_A: 'x' })).toBe(
      'a x b x c $NGINX_AB d ${uri} e $uri f ${OTHER} g $$',
    );
  });

  it('refuses to render when the template uses a variable without a value', () => {
    expect(() =>
      renderNginxTemplate(PRODUCTION_VALUES, 'listen ${NGINX_LISTEN}; root ${NGINX_UNKNOWN};'),
    ).toThrow(/NGINX_UNKNOWN/);
  });
});

describe('nginx/templates/default.conf.template', () => {
  const template = readNginxTemplate();

  it('uses exactly the variables the image provides', () => {
    const env = dockerfileEnv(path.join(REPO_ROOT, 'nginx', 'Dockerfile'));
    expect(env.get('NGINX_ENVSUBST_FILTER')).toBe(TEMPLATE_VARIABLE_PREFIX);
    // 15-local-resolvers.envsh exports NGINX_LOCAL_RESOLVERS when this one is set.
    expect(env.get('NGINX_ENTRYPOINT_LOCAL_RESOLVERS')).toBeTruthy();
    const provided = [...env.keys(), 'NGINX_LOCAL_RESOLVERS', ...DERIVED_VALUE_NAMES];
    expect(templateVariables(template).sort()).toEqual(Object.keys(PRODUCTION_VALUES).sort());
    for (const name of templateVariables(template)) expect(provided).toContain(name);
    expect(env.get('NGINX_SITE_SERVERS')).toBe('server site:3001 resolve;');
  });

  it('is rendered by nginx 1.28 with the derived values script installed as the entrypoint runs it', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'nginx', 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM nginx:1\.28-alpine$/m);
    // The image's entrypoint sources only executable *.envsh files, before 20-envsubst.
    expect(dockerfile).toMatch(
      /^COPY --chmod=0755 nginx\/docker-entrypoint\.d\/16-finance-platform\.envsh \/docker-entrypoint\.d\/$/m,
    );
    expect(path.basename(NGINX_ENVSH_FILE) < '20-envsubst-on-templates.sh').toBe(true);
    expect(dockerfile).toMatch(/\/healthz/);
  });

  it('renders without leftovers and keeps nginx variables intact', () => {
    const rendered = renderNginxTemplate(PRODUCTION_VALUES, template);
    expect(rendered).not.toMatch(/\$\{?NGINX_/);
    expect(rendered).toContain('listen 80;');
    expect(rendered).toContain('server bff:8080 resolve;');
    expect(rendered).toContain('server site:3001 resolve;');
    expect(rendered).toContain('resolver 127.0.0.11  valid=10s');
    for (const variable of ['$uri', '$request_id', '$remote_addr', '$scheme', '$is_args$args']) {
      expect(rendered).toContain(variable);
    }
  });
});

describe('16-finance-platform.envsh', () => {
  it('defaults to plain HTTP at the edge, trusting no forwarded header', () => {
    expect(deriveTemplateValues()).toEqual({
      NGINX_TLS: '',
      NGINX_HTTPS_REDIRECT: '0',
      NGINX_HTTPS_PORT_SUFFIX: '',
      NGINX_HSTS_MAX_AGE: '31536000',
      NGINX_REAL_IP_FROM: '',
      NGINX_TRUSTED_PROXY_GEO: '',
      NGINX_CLIENT_MAX_BODY_SIZE: String(11 * 5 * 1024 * 1024 + 1024 * 1024),
    });
  });

  it('lets through the largest post save the BFF accepts, and not much more', () => {
    const imageBytes = 2 * 1024 * 1024;
    const limit = Number(
      deriveTemplateValues({ MAX_IMAGE_BYTES: String(imageBytes) }).NGINX_CLIENT_MAX_BODY_SIZE,
    );
    const images = (1 + MAX_CONTENT_IMAGES_PER_SAVE) * imageBytes;
    // Text fields as UTF-8 (at most 4 bytes a character) plus multipart framing.
    const fields = 4 * Object.values(POST_LIMITS).reduce((sum, chars) => sum + chars, 0);
    expect(limit).toBeGreaterThanOrEqual(images + fields + 64 * 1024);
    expect(limit).toBeLessThanOrEqual(images + 2 * 1024 * 1024);
  });

  it('turns TRUSTED_PROXIES into realip and geo entries, and refuses what is not an address', () => {
    const values = deriveTemplateValues({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7 fd00::/8' });
    expect(values.NGINX_REAL_IP_FROM).toBe(
      'set_real_ip_from 10.0.0.0/8; set_real_ip_from 192.168.1.7; set_real_ip_from fd00::/8; ',
    );
    expect(values.NGINX_TRUSTED_PROXY_GEO).toBe('10.0.0.0/8 1; 192.168.1.7 1; fd00::/8 1; ');
    expect(() => deriveTemplateValues({ TRUSTED_PROXIES: '10.0.0.1; evil' })).toThrow(
      NginxSettingsError,
    );
  });

  it('turns TLS=on into a TLS listener with the mounted certificate, or stops when it is missing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-certs-'));
    try {
      expect(() => deriveTemplateValues({ TLS: 'on', NGINX_CERTS_DIR: dir })).toThrow(
        /fullchain\.pem is missing/,
      );
      writeSelfSignedCert(dir);
      const values = deriveTemplateValues({ TLS: 'on', NGINX_CERTS_DIR: dir, HTTPS_PORT: '8443' });
      expect(values.NGINX_TLS).toContain('listen 443 ssl;');
      expect(values.NGINX_TLS).toContain(`ssl_certificate ${dir}/fullchain.pem;`);
      expect(values.NGINX_HTTPS_REDIRECT).toBe('1');
      expect(values.NGINX_HTTPS_PORT_SUFFIX).toBe(':8443');
      expect(
        deriveTemplateValues({ TLS: 'on', NGINX_CERTS_DIR: dir }).NGINX_HTTPS_PORT_SUFFIX,
      ).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => deriveTemplateValues({ TLS: 'maybe' })).toThrow(/TLS must be on or off/);
    expect(() => deriveTemplateValues({ HSTS_MAX_AGE: '1y' })).toThrow(/HSTS_MAX_AGE/);
  });
});

describe('nginx -t on the rendered configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-template-test-'));
    dirs.push(dir);
    return dir;
  };

  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function nginxTest(overrides: Partial<NginxPrefixOptions> = {}) {
    const dir = tempDir();
    const prefix = await writeNginxPrefix({
      dir,
      port: 18080,
      siteDir: tempDir(),
      adminDir: tempDir(),
      sharedUiDir: tempDir(),
      bffUpstreams: ['127.0.0.1:18081', '127.0.0.1:18082'],
      siteUpstreams: ['127.0.0.1:18083'],
      ...overrides,
    });
    const result = spawnSync(
      findExecutable('nginx'),
      ['-t', '-p', dir, '-c', prefix.confFile, '-e', prefix.errorLog],
      { encoding: 'utf8' },
    );
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  it('accepts the configuration the test stack runs', async () => {
    const result = await nginxTest();
    expect(result.output).toContain('syntax is ok');
    expect(result.status).toBe(0);
  });

  it('accepts the trusted-proxy and the TLS flavours', async () => {
    const certs = tempDir();
    writeSelfSignedCert(certs);
    const result = await nginxTest({
      settings: {
        TLS: 'on',
        NGINX_CERTS_DIR: certs,
        NGINX_HTTPS_LISTEN: '127.0.0.1:18443',
        HTTPS_PORT: '18443',
        TRUSTED_PROXIES: '10.0.0.0/8 127.0.0.1',
      },
    });
    expect(result.output).toContain('syntax is ok');
    expect(result.status).toBe(0);
  });

  it('rejects a broken one, so the check above means something', async () => {
    const result = await nginxTest({ bffUpstreams: ['127.0.0.1:18081 no_such_parameter'] });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no_such_parameter/);
  });
});
