import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { findExecutable } from '../stack/executables';
import { writeNginxPrefix, type NginxPrefixOptions } from '../stack/nginxPrefix';
import {
  envsubst,
  readNginxTemplate,
  renderNginxTemplate,
  templateVariables,
  TEMPLATE_VARIABLE_PREFIX,
  type NginxTemplateValues,
} from '../stack/nginxTemplate';
import { REPO_ROOT } from '../stack/paths';

const PRODUCTION_VALUES: NginxTemplateValues = {
  NGINX_LISTEN: '80',
  NGINX_HTML_ROOT: '/usr/share/nginx/html',
  NGINX_LOCAL_RESOLVERS: '127.0.0.11 ',
  NGINX_BFF_SERVERS: 'server bff:8080 resolve;',
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
    const provided = [...env.keys(), 'NGINX_LOCAL_RESOLVERS'];
    expect(templateVariables(template).sort()).toEqual(Object.keys(PRODUCTION_VALUES).sort());
    for (const name of templateVariables(template)) expect(provided).toContain(name);
  });

  it('renders without leftovers and keeps nginx variables intact', () => {
    const rendered = renderNginxTemplate(PRODUCTION_VALUES, template);
    expect(rendered).not.toMatch(/\$\{?NGINX_/);
    expect(rendered).toContain('listen 80;');
    expect(rendered).toContain('server bff:8080 resolve;');
    expect(rendered).toContain('resolver 127.0.0.11  valid=10s');
    for (const variable of ['$uri', '$request_id', '$remote_addr', '$scheme', '$is_args$args']) {
      expect(rendered).toContain(variable);
    }
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

  it('rejects a broken one, so the check above means something', async () => {
    const result = await nginxTest({ bffUpstreams: ['127.0.0.1:18081 no_such_parameter'] });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no_such_parameter/);
  });
});
