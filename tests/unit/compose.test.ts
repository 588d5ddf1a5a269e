import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { REPO_ROOT } from '../stack/paths';

// No Docker engine runs where the suite runs, so the compose file is checked by reading it.

type Yaml = Record<string, unknown>;

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as Yaml;
const envExample = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');

function object(value: unknown, what: string): Yaml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not a mapping`);
  }
  return value as Yaml;
}

const services = object(compose.services, 'services');
const service = (name: string) => object(services[name], `service ${name}`);
const environment = (name: string) => object(service(name).environment, `${name}.environment`);

/** Names Compose interpolates: ${NAME}, ${NAME:-default}, ${NAME?err}, $NAME; `$$` is a literal $. */
function interpolatedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(
    /\$(\$|\{([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*))/g,
  )) {
    const name = match[2] ?? match[3];
    if (name) names.add(name);
  }
  return [...names];
}

/** Every string in the parsed file: what Compose interpolates (comments are not). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Keys of `NAME=value` lines, commented-out ones excluded. */
function documentedNames(text: string): string[] {
  return [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
}

describe('docker-compose.yml', () => {
  it('declares the whole topology', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['bff', 'mailpit', 'minio', 'minio-init', 'mysql', 'nginx'].sort(),
    );
    expect(service('mysql').image).toBe('mysql:8.4');
    expect(service('minio').image).toMatch(/^minio\/minio/);
    expect(service('minio-init').image).toMatch(/^minio\/mc/);
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit/);
  });

  it.each(['mysql', 'minio', 'mailpit', 'bff', 'nginx'])('gives %s a healthcheck', (name) => {
    const healthcheck = object(service(name).healthcheck, `${name}.healthcheck`);
    expect(healthcheck.test).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('runs several interchangeable BFF replicas reachable only through nginx', () => {
    const bff = service('bff');
    expect(bff.ports).toBeUndefined();
    expect(bff.container_name).toBeUndefined();
    const replicas = object(bff.deploy, 'bff.deploy').replicas;
    expect(typeof replicas).toBe('number');
    expect(replicas).toBeGreaterThan(1);
  });

  it('points the BFF at the services of the compose network', () => {
    const env = environment('bff');
    expect(env.HOST).toBe('0.0.0.0');
    expect(String(env.DATABASE_URL)).toMatch(/^mysql:\/\/.+@mysql:3306\/.+/);
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(env.TRUST_PROXY).toBe('true');
  });

  it('starts services only once what they need is ready', () => {
    expect(service('bff').depends_on).toMatchObject({
      mysql: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
    expect(service('minio-init').depends_on).toMatchObject({
      minio: { condition: 'service_healthy' },
    });
    expect(service('nginx').depends_on).toMatchObject({ bff: { condition: 'service_healthy' } });
    expect(service('nginx').ports).toEqual([expect.stringMatching(/:80$/)]);
  });

  it.each(['bff', 'nginx'])(
    'builds %s from the repository root with an existing Dockerfile',
    (name) => {
      const build = object(service(name).build, `${name}.build`);
      expect(build.context).toBe('.');
      expect(existsSync(path.join(REPO_ROOT, String(build.dockerfile)))).toBe(true);
    },
  );

  it('documents every interpolated variable in .env.example', () => {
    const documented = documentedNames(envExample);
    const used = interpolatedNames(strings(compose).join('\n'));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !documented.includes(name))).toEqual([]);
  });
});

describe('interpolatedNames', () => {
  it('finds every spelling and skips escaped dollars', () => {
    expect(interpolatedNames('${A} ${B:-x} ${C:?e} $D $$E "$$(cmd)" ${F-y}').sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
      'F',
    ]);
  });
});

describe('.env.example', () => {
  it('documents every variable of the BFF and of the compose services', () => {
    const documented = documentedNames(envExample);
    const required = [
      ...['PORT', 'HOST', 'DATABASE_URL', 'DATA_DIR', 'LOG_LEVEL', 'TRUST_PROXY'],
      ...['SERVE_BUNDLES', 'BUNDLES_DIR', 'SESSION_SECRET', 'COOKIE_SECURE'],
      ...['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'SEED_DEMO', 'S3_ENDPOINT', 'S3_ACCESS_KEY'],
      ...['S3_SECRET_KEY', 'S3_BUCKET', 'SMTP_URL', 'MAIL_FROM', 'STAFF_EMAIL'],
      ...['MYSQL_DATABASE', 'MYSQL_USER', 'MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD'],
      ...['MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'],
      ...Object.keys(environment('bff')),
    ];
    expect(required.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('ships no real secret', () => {
    const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(envExample)?.[1];
    expect(value('SESSION_SECRET')).toBe('');
    expect(value('ADMIN_PASSWORD')).toBe('');
  });
});

describe('bff/Dockerfile', () => {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'bff', 'Dockerfile'), 'utf8');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the compiled server as the unprivileged node user', () => {
    expect(finalStage).toMatch(/^FROM node:20-bookworm-slim/m);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^CMD \["node", ?"bff\/dist\/server\.js"\]$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
  });

  it('ships production dependencies only', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace bff/);
    expect(finalStage).not.toMatch(/npm (ci|install)/);
  });
});
