import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { REPO_ROOT } from '../stack/paths';
import { DOCKERFILE, dockerStage, stageEnv } from './dockerfile';
import {
  ENV_EXAMPLE_FILE,
  interpolateCompose,
  object,
  parseDotenv,
  readComposeYaml,
} from './composeFile';

describe('the Dockerfile, targets bff and ops', () => {
  const finalStage = dockerStage('bff');

  it('builds the BFF image by default and runs the compiled server as the unprivileged node user, through the entrypoint', () => {
    // The last stage: what `docker build .` makes without a target.
    expect(DOCKERFILE.endsWith(finalStage)).toBe(true);
    expect(finalStage).toMatch(/^FROM node:20-bookworm-slim AS bff$/m);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^ENTRYPOINT \["bff-entrypoint\.sh"\]$/m);
    expect(finalStage).toMatch(
      /^COPY bff\/docker-entrypoint\.sh \/usr\/local\/bin\/bff-entrypoint\.sh$/m,
    );
    expect(finalStage).toMatch(/^CMD \["node", ?"bff\/dist\/server\.js"\]$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK /m);
  });

  it('seeds no demo posts in production unless asked to', () => {
    expect(finalStage).toMatch(/NODE_ENV=production/);
    expect(finalStage).toMatch(/SEED_DEMO=false/);
  });

  it('ships production dependencies only', () => {
    expect(dockerStage('bff-deps')).toMatch(/npm ci --omit=dev --workspace bff/);
    expect(finalStage).not.toMatch(/npm (ci|install)/);
  });

  it("ships the BFF workspace's own node_modules, where npm puts what it cannot hoist", () => {
    const lockfile = readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8');
    expect(lockfile).toMatch(/"bff\/node_modules\/[^"]+": \{(?![^}]*"dev": true)/);
    expect(finalStage).toMatch(
      /^COPY --from=bff-deps \/app\/bff\/node_modules \.\/bff\/node_modules$/m,
    );
  });

  it('compiles native modules from the npm registry alone, against the image node headers', () => {
    const deps = dockerStage('bff-deps');
    expect(deps).toMatch(/npm_config_nodedir=\/usr\/local\b/);
    expect(deps).toMatch(/npm_config_build_from_source=true/);
    // Says so, for whoever wonders why.
    expect(DOCKERFILE).toMatch(/nodejs\.org/);
    expect(deps.indexOf('npm_config_nodedir')).toBeLessThan(deps.indexOf('npm ci'));
  });

  it('builds the backup/restore job with the MariaDB client and the ops scripts', () => {
    const ops = dockerStage('ops');
    expect(ops).toMatch(/apt-get install .*mariadb-client/);
    expect(ops).toMatch(/^COPY scripts\/ops scripts\/ops$/m);
    expect(ops).toMatch(/^ENTRYPOINT \["bff-entrypoint\.sh", "node"\]$/m);
  });
});

describe('bff/docker-entrypoint.sh', () => {
  const script = path.join(REPO_ROOT, 'bff', 'docker-entrypoint.sh');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bff-entrypoint-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const REAL_SERVICES = {
    DATABASE_URL: 'mysql://finance:pw@mysql:3306/finance',
    S3_ENDPOINT: 'http://minio:9000',
    SMTP_URL: 'smtp://relay.example.com:587',
  };

  /** Runs the entrypoint with `env` as the command, as Docker would run it with the CMD. */
  function run(env: Record<string, string>) {
    const result = spawnSync('sh', [script, 'env'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      encoding: 'utf8',
    });
    const vars = new Map<string, string>();
    for (const line of result.stdout.split('\n')) {
      const at = line.indexOf('=');
      if (at > 0) vars.set(line.slice(0, at), line.slice(at + 1));
    }
    return { status: result.status, stderr: result.stderr, vars };
  }

  it('refuses the embedded SQLite, disk media and .eml mail in production', () => {
    const result = run({ NODE_ENV: 'production' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/DATABASE_URL is not set/);
    expect(result.stderr).toMatch(/S3_ENDPOINT is not set/);
    expect(result.stderr).toMatch(/SMTP_URL is not set/);
    expect(result.stderr).toMatch(/ALLOW_EMBEDDED_SERVICES=true/);
  });

  it('refuses a SQLite DATABASE_URL in production too', () => {
    const result = run({
      ...REAL_SERVICES,
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite:/app/data/x.sqlite',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/DATABASE_URL is not mysql/);
  });

  it('starts in production on the real services, or with the explicit opt-in', () => {
    expect(run({ ...REAL_SERVICES, NODE_ENV: 'production' }).status).toBe(0);
    expect(run({ NODE_ENV: 'production', ALLOW_EMBEDDED_SERVICES: 'true' }).status).toBe(0);
    // Outside production (npm start, tests) the embedded services are the point.
    expect(run({}).status).toBe(0);
  });

  it('reads NAME_FILE secrets into NAME, without the trailing newline', () => {
    const file = path.join(dir, 'session_secret');
    writeFileSync(file, 's3cret-value-with-$dollar and spaces\n');
    const smtp = path.join(dir, 'smtp_url');
    writeFileSync(smtp, 'smtp://user:p%40ss@relay.example.com:587');
    const result = run({
      ...REAL_SERVICES,
      NODE_ENV: 'production',
      SMTP_URL: '',
      SESSION_SECRET_FILE: file,
      SMTP_URL_FILE: smtp,
    });
    expect(result.status).toBe(0);
    expect(result.vars.get('SESSION_SECRET')).toBe('s3cret-value-with-$dollar and spaces');
    expect(result.vars.get('SMTP_URL')).toBe('smtp://user:p%40ss@relay.example.com:587');
    expect(result.vars.has('SESSION_SECRET_FILE')).toBe(false);
  });

  it('covers every secret of the BFF', () => {
    const names = /^SECRETS='([^']*)'$/m.exec(readFileSync(script, 'utf8'))?.[1]?.split(' ') ?? [];
    expect(names.sort()).toEqual(
      [
        'ADMIN_PASSWORD',
        'DATABASE_URL',
        'S3_ACCESS_KEY',
        'S3_SECRET_KEY',
        'SESSION_SECRET',
        'SMTP_URL',
      ].sort(),
    );
  });

  it('lets the compose services of this image start with the environment compose gives them', () => {
    const env = parseDotenv(readFileSync(ENV_EXAMPLE_FILE, 'utf8'));
    for (const name of ['MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'MINIO_ROOT_PASSWORD']) {
      env.set(name, 'filled-in-secret');
    }
    env.set('S3_SECRET_KEY', 'filled-in-secret');
    env.set('SESSION_SECRET', 'x'.repeat(64));
    env.set('SMTP_URL', 'smtp://relay.example.com:587');
    const services = object(object(interpolateCompose(readComposeYaml(), env), 'c').services, 's');
    for (const [service, target] of [
      ['bff', 'bff'],
      ['backup', 'ops'],
      ['restore', 'ops'],
    ] as const) {
      const environment = object(object(services[service], service).environment, service);
      const result = run({
        ...stageEnv(dockerStage(target)),
        ...Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)])),
      });
      expect([service, result.status, result.stderr]).toEqual([service, 0, '']);
    }
  });

  it('refuses a secret set both ways, or a file it cannot read', () => {
    const file = path.join(dir, 'admin_password');
    writeFileSync(file, 'x');
    const both = run({ ADMIN_PASSWORD: 'y', ADMIN_PASSWORD_FILE: file });
    expect(both.status).toBe(78);
    expect(both.stderr).toMatch(/both ADMIN_PASSWORD and ADMIN_PASSWORD_FILE/);
    const missing = run({ S3_SECRET_KEY_FILE: path.join(dir, 'nope') });
    expect(missing.status).toBe(78);
    expect(missing.stderr).toMatch(/S3_SECRET_KEY_FILE: cannot read/);
  });
});
