import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { MAX_CONTENT_IMAGES_PER_SAVE, POST_LIMITS } from '@app/contract/posts';
import {
  isStaffAppPath,
  OPENER_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '@app/server-kit/securityHeaders';
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
import { NGINX_TEMPLATES_DIR } from '../stack/paths';
import { dockerStage, stageEnv } from './dockerfile';
import { writeSelfSignedCert } from './selfSignedCert';

/** What the image renders with compose's defaults. */
const PRODUCTION_VALUES: NginxTemplateValues = {
  NGINX_LISTEN: '80',
  NGINX_HTML_ROOT: '/usr/share/nginx/html',
  NGINX_ACCESS_LOG: '/var/log/nginx/access.log',
  NGINX_LOCAL_RESOLVERS: '127.0.0.11 ',
  NGINX_BFF_SERVERS: 'server bff:8080 resolve;',
  NGINX_SITE_SERVERS: 'server site:3001 resolve;',
  NGINX_ADMIN_SERVERS: 'server admin-renderer:3002 resolve;',
  ...deriveTemplateValues({ HTTPS_PORT: '8443' }),
};

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
    const env = new Map(Object.entries(stageEnv(dockerStage('nginx'))));
    expect(env.get('NGINX_ENVSUBST_FILTER')).toBe(TEMPLATE_VARIABLE_PREFIX);
    // 15-local-resolvers.envsh exports NGINX_LOCAL_RESOLVERS when this one is set.
    expect(env.get('NGINX_ENTRYPOINT_LOCAL_RESOLVERS')).toBeTruthy();
    const provided = [...env.keys(), 'NGINX_LOCAL_RESOLVERS', ...DERIVED_VALUE_NAMES];
    expect(templateVariables(template).sort()).toEqual(Object.keys(PRODUCTION_VALUES).sort());
    for (const name of templateVariables(template)) expect(provided).toContain(name);
    expect(env.get('NGINX_SITE_SERVERS')).toBe('server site:3001 resolve;');
    expect(env.get('NGINX_ADMIN_SERVERS')).toBe('server admin-renderer:3002 resolve;');
  });

  it('is rendered by nginx 1.28 with the derived values script installed as the entrypoint runs it', () => {
    const dockerfile = dockerStage('nginx');
    expect(dockerfile).toMatch(/^FROM nginx:1\.28-alpine AS nginx$/m);
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

/** A directive (`args` only) or a block (`children` too) of an nginx configuration. */
interface ConfNode {
  args: string[];
  children?: ConfNode[];
}

/** Parses nginx configuration text into directives and blocks (quotes and comments honoured). */
function parseConf(text: string): ConfNode[] {
  const root: ConfNode = { args: [], children: [] };
  const stack: ConfNode[] = [root];
  let args: string[] = [];
  let word = '';
  let inWord = false;
  const endWord = () => {
    if (inWord) args.push(word);
    word = '';
    inWord = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    const current = stack[stack.length - 1] as ConfNode;
    if (char === '"' || char === "'") {
      const end = text.indexOf(char, i + 1);
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '#' && !inWord) {
      i = text.indexOf('\n', i);
      if (i === -1) break;
    } else if (/\s/.test(char)) {
      endWord();
    } else if (char === ';') {
      endWord();
      current.children?.push({ args });
      args = [];
    } else if (char === '{') {
      endWord();
      const block: ConfNode = { args, children: [] };
      current.children?.push(block);
      stack.push(block);
      args = [];
    } else if (char === '}') {
      endWord();
      stack.pop();
    } else {
      word += char;
      inWord = true;
    }
  }
  return root.children ?? [];
}

function blocks(nodes: ConfNode[], name: string): ConfNode[] {
  return nodes.flatMap((node) =>
    node.children ? [...(node.args[0] === name ? [node] : []), ...blocks(node.children, name)] : [],
  );
}

const HEADERS_INCLUDE = 'conf.d/response-headers.inc';

/**
 * Scopes whose add_header or proxy_hide_header would replace, rather than add to, the ones they
 * inherit, yet do not include the headers file: each would send a response without them.
 */
function scopesDroppingHeaders(conf: string): string[] {
  const scopes = [...blocks(parseConf(conf), 'server'), ...blocks(parseConf(conf), 'location')];
  return scopes
    .filter((scope) => {
      const own = scope.children?.filter((node) => !node.children) ?? [];
      const setsOwn = own.some((node) =>
        ['add_header', 'proxy_hide_header'].includes(node.args[0] ?? ''),
      );
      const includes = own.some(
        (node) => node.args[0] === 'include' && node.args[1] === HEADERS_INCLUDE,
      );
      return (scope.args[0] === 'server' || setsOwn) && !includes;
    })
    .map((scope) => scope.args.join(' '));
}

describe('nginx/templates/response-headers.inc.template', () => {
  const include = parseConf(
    renderNginxTemplate(
      PRODUCTION_VALUES,
      readFileSync(path.join(NGINX_TEMPLATES_DIR, 'response-headers.inc.template'), 'utf8'),
    ),
  );
  const added = new Map(
    include
      .filter((node) => node.args[0] === 'add_header')
      .map((node) => [node.args[1] ?? '', node.args.slice(2)]),
  );

  it("adds the contract's security headers with the contract's values, on every status", () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name === 'Referrer-Policy') continue;
      expect([name, added.get(name)]).toEqual([name, [value, 'always']]);
    }
    expect(added.get('Referrer-Policy')).toEqual(['$app_referrer_policy', 'always']);
    expect(added.get('Strict-Transport-Security')).toEqual(['$app_hsts', 'always']);
    expect(added.get('Cross-Origin-Opener-Policy')).toEqual(['$app_opener_policy', 'always']);
    expect([...added.keys()].sort()).toEqual(
      [
        ...Object.keys(SECURITY_HEADERS),
        ...Object.keys(OPENER_POLICY),
        'Strict-Transport-Security',
        'Cache-Control',
        'X-Request-Id',
      ].sort(),
    );
  });

  it("sends HSTS over HTTPS with the contract's value (default HSTS_MAX_AGE), nothing otherwise", () => {
    const hstsMap = blocks(
      parseConf(renderNginxTemplate(PRODUCTION_VALUES, readNginxTemplate())),
      'map',
    ).find((map) => map.args[2] === '$app_hsts');
    const entries = new Map(hstsMap?.children?.map((node) => [node.args[0], node.args[1]]));
    expect(entries).toEqual(
      new Map([
        ['default', ''],
        ['https', STRICT_TRANSPORT_SECURITY],
      ]),
    );
  });

  it("sends the contract's Referrer-Policy unless the upstream asked for no referrer at all", () => {
    const policyMap = blocks(
      parseConf(renderNginxTemplate(PRODUCTION_VALUES, readNginxTemplate())),
      'map',
    ).find((map) => map.args[2] === '$app_referrer_policy');
    expect(policyMap?.args[1]).toBe('$upstream_http_referrer_policy');
    const entries = new Map(policyMap?.children?.map((node) => [node.args[0], node.args[1]]));
    expect(entries).toEqual(
      new Map([
        ['default', SECURITY_HEADERS['Referrer-Policy']],
        ['no-referrer', 'no-referrer'],
      ]),
    );
  });

  it('sends the opener policy on the staff app and on a page its upstream marks private, only', () => {
    const maps = blocks(
      parseConf(renderNginxTemplate(PRODUCTION_VALUES, readNginxTemplate())),
      'map',
    );
    const entriesOf = (variable: string) => {
      const map = maps.find((node) => node.args[2] === variable);
      return {
        source: map?.args[1],
        entries: new Map(map?.children?.map((node) => [node.args[0], node.args[1]])),
      };
    };
    const policy = OPENER_POLICY['Cross-Origin-Opener-Policy'];
    expect(entriesOf('$app_opener_policy')).toEqual({
      source: '$upstream_http_cross_origin_opener_policy',
      entries: new Map([
        ['default', '$app_staff_opener_policy'],
        [policy, policy],
      ]),
    });
    const staff = entriesOf('$app_staff_opener_policy');
    expect(staff.source).toBe('$uri');
    expect(staff.entries.get('default')).toBe('');
    const [pattern = '', value] = [...staff.entries].find(([key]) => key !== 'default') ?? [];
    expect(value).toBe(policy);
    // nginx's case-sensitive regex, tried as nginx would on the paths the BFF's rule accepts.
    const staffPath = new RegExp(pattern.replace(/^~/, ''));
    for (const path of ['/admin', '/admin/', '/admin/inbox', '/', '/about', '/administration']) {
      expect([path, staffPath.test(path)]).toEqual([path, isStaffAppPath(path)]);
    }
  });

  it("hides the upstreams' copies, so each header leaves once", () => {
    const hidden = include
      .filter((node) => node.args[0] === 'proxy_hide_header')
      .map((node) => node.args[1]);
    for (const name of [
      ...Object.keys(SECURITY_HEADERS),
      ...Object.keys(OPENER_POLICY),
      'Strict-Transport-Security',
    ]) {
      expect(hidden).toContain(name);
    }
  });

  it('is included by the server and by every location with add_header or proxy_hide_header of its own', () => {
    expect(scopesDroppingHeaders(readNginxTemplate())).toEqual([]);
    // The check notices a location that would drop them, and one that includes them again is fine.
    const broken = readNginxTemplate().replace(
      'location /shared-ui/ {',
      'location /shared-ui/ {\n        add_header X-Extra 1;',
    );
    expect(scopesDroppingHeaders(broken)).toEqual(['location /shared-ui/']);
    const fixed = broken.replace(
      'add_header X-Extra 1;',
      `add_header X-Extra 1; include ${HEADERS_INCLUDE};`,
    );
    expect(scopesDroppingHeaders(fixed)).toEqual([]);
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
