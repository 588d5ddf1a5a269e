import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import Ajv2020 from 'ajv/dist/2020';
import { REPO_ROOT } from '../stack/paths';
import { dockerStage, stageEnv } from './dockerfile';
import {
  bffConfigVariables,
  COMPOSE_FILE,
  ENV_EXAMPLE_FILE,
  interpolate,
  interpolateCompose,
  InterpolationError,
  interpolatedNames,
  object,
  parseDotenv,
  readComposeYaml,
  strings,
  type Yaml,
} from './composeFile';

// No Docker engine runs where the suite runs: `docker compose config` is reproduced by reading the
// file, interpolating it from .env.example and validating it against the Compose schema.

const raw = readComposeYaml();
const composeText = readFileSync(COMPOSE_FILE, 'utf8');
const envExample = readFileSync(ENV_EXAMPLE_FILE, 'utf8');
const dotenv = parseDotenv(envExample);

/** Blank in .env.example and required by compose: compose must refuse to start without each. */
const SECRETS = [
  'MINIO_ROOT_PASSWORD',
  'MYSQL_PASSWORD',
  'MYSQL_ROOT_PASSWORD',
  'S3_SECRET_KEY',
  'SESSION_SECRET',
  'SMTP_URL',
];

/** .env.example with the secrets an operator fills in. */
const filledEnv = new Map(dotenv);
for (const name of SECRETS) filledEnv.set(name, `filled-${name.toLowerCase()}-0123456789abcdef`);
filledEnv.set('SMTP_URL', 'smtp://relay.example.com:587');

const compose = object(interpolateCompose(raw, filledEnv), 'compose');
const services = object(compose.services, 'services');
const service = (name: string) => object(services[name], `service ${name}`);
const environment = (name: string) => object(service(name).environment, `${name}.environment`);

/** Keys of `NAME=value` lines, commented-out ones excluded. */
const documented = [...dotenv.keys()];

describe('docker compose config, reproduced', () => {
  it('is valid against the Compose Specification schema', () => {
    const schema = JSON.parse(
      readFileSync(path.join(__dirname, 'schemas', 'compose-spec.json'), 'utf8'),
    ) as Record<string, unknown>;
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a misspelt key, so passing it means something', () => {
    const schema = JSON.parse(
      readFileSync(path.join(__dirname, 'schemas', 'compose-spec.json'), 'utf8'),
    ) as Record<string, unknown>;
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(schema);
    const broken = {
      ...compose,
      services: { ...services, bff: { ...service('bff'), imgae: 'x' } },
    };
    expect(validate(broken)).toBe(false);
  });

  it('refuses to start while any secret is blank, as .env.example ships them', () => {
    let error: unknown;
    try {
      interpolateCompose(raw, dotenv);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InterpolationError);
    expect((error as InterpolationError).missing).toEqual([...SECRETS].sort());
  });
});

describe('docker-compose.yml', () => {
  it('declares the whole topology, with Mailpit and the backup jobs behind profiles', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'admin-renderer',
        'backup',
        'bff',
        'mailpit',
        'minio',
        'minio-init',
        'mysql',
        'nginx',
        'restore',
        'site',
      ].sort(),
    );
    expect(service('mailpit').profiles).toEqual(['mailpit']);
    expect(service('backup').profiles).toEqual(['backup']);
    expect(service('restore').profiles).toEqual(['backup']);
    for (const name of ['mysql', 'minio', 'minio-init', 'bff', 'site', 'admin-renderer', 'nginx']) {
      expect(service(name).profiles).toBeUndefined();
    }
    // Nothing that always starts may wait for a service that only starts with a profile.
    for (const name of ['bff', 'site', 'admin-renderer', 'nginx']) {
      expect(Object.keys(object(service(name).depends_on, `${name}.depends_on`))).not.toContain(
        'mailpit',
      );
    }
  });

  it('pins every image to a release, never a moving tag', () => {
    expect(service('mysql').image).toBe('mysql:8.4');
    expect(service('minio').image).toMatch(/^(quay\.io\/)?minio\/minio:RELEASE\.\d{4}-/);
    expect(service('minio-init').image).toMatch(/^(quay\.io\/)?minio\/mc:RELEASE\.\d{4}-/);
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:v\d+\.\d+/);
    expect(dockerStage('nginx')).toMatch(/^FROM nginx:1\.28-alpine AS nginx$/m);
  });

  it.each(['mysql', 'minio', 'mailpit', 'bff', 'site', 'admin-renderer', 'nginx'])(
    'gives %s a healthcheck',
    (name) => {
      const healthcheck = object(service(name).healthcheck, `${name}.healthcheck`);
      expect(healthcheck.test).toEqual(expect.arrayContaining([expect.any(String)]));
    },
  );

  it('rotates the log of every container', () => {
    for (const [name, value] of Object.entries(services)) {
      const logging = object(object(value, name).logging, `${name}.logging`);
      expect(logging.driver).toBe('json-file');
      const options = object(logging.options, `${name}.logging.options`);
      expect(options['max-size']).toMatch(/^\d+[kmg]$/);
      expect(Number(options['max-file'])).toBeGreaterThan(1);
    }
  });

  it('lets the BFF and the renderer drain for longer than SHUTDOWN_TIMEOUT_MS', () => {
    const shutdownMs = Number(dotenv.get('SHUTDOWN_TIMEOUT_MS'));
    expect(shutdownMs).toBeGreaterThan(0);
    for (const name of ['bff', 'site']) {
      const grace = /^(\d+)s$/.exec(String(service(name).stop_grace_period));
      expect(grace).not.toBeNull();
      // Room for the process to exit after the drain, before Docker's SIGKILL.
      expect(Number(grace?.[1]) * 1000).toBeGreaterThanOrEqual(shutdownMs + 5000);
    }
  });

  it("runs the admin's renderer against the BFF, where nginx's admin upstream expects it", () => {
    const env = environment('admin-renderer');
    expect(env.ADMIN_API_URL).toBe('http://bff:8080');
    expect(env.ADMIN_RENDERER_HOST).toBe('0.0.0.0');
    expect(stageEnv(dockerStage('nginx')).NGINX_ADMIN_SERVERS).toBe(
      `server admin-renderer:${String(env.ADMIN_RENDERER_PORT)} resolve;`,
    );
    expect(service('admin-renderer').ports).toBeUndefined();
    expect(Object.keys(object(service('nginx').depends_on, 'nginx.depends_on'))).toContain(
      'admin-renderer',
    );
  });

  it('runs several interchangeable BFF replicas reachable only through nginx', () => {
    const bff = service('bff');
    expect(bff.ports).toBeUndefined();
    expect(bff.container_name).toBeUndefined();
    const replicas = object(bff.deploy, 'bff.deploy').replicas;
    expect(typeof replicas).toBe('number');
    expect(replicas).toBeGreaterThan(1);
  });

  it('points the BFF at the services of the compose network, mail at the operator relay', () => {
    const env = environment('bff');
    expect(env.HOST).toBe('0.0.0.0');
    expect(String(env.DATABASE_URL)).toMatch(/^mysql:\/\/.+@mysql:3306\/.+/);
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.SMTP_URL).toBe('smtp://relay.example.com:587');
    expect(env.TRUST_PROXY).toBe('true');
    expect(env.SEED_DEMO).toBe('false');
    expect(env.COOKIE_SECURE).toBe('true');
    expect(composeText).toMatch(/COOKIE_SECURE: \$\{COOKIE_SECURE:-true\}/);
    expect(composeText).toMatch(/SMTP_URL: \$\{SMTP_URL:\?/);
  });

  it('passes every variable the BFF reads to the bff containers', () => {
    const variables = bffConfigVariables();
    expect(variables.length).toBeGreaterThan(40);
    // NODE_ENV comes from the image (production).
    const passed = Object.keys(environment('bff'));
    expect(variables.filter((name) => name !== 'NODE_ENV' && !passed.includes(name))).toEqual([]);
  });

  it('takes each tunable BFF value from .env rather than fixing it', () => {
    const fixed = ['HOST', 'PORT', 'DATA_DIR', 'TRUST_PROXY', 'SERVE_BUNDLES', 'S3_ENDPOINT'];
    const bffRaw = object(object(object(raw, 'raw').services, 'services').bff, 'bff');
    const rawEnv = object(bffRaw.environment, 'bff.environment');
    for (const name of bffConfigVariables()) {
      if (name === 'NODE_ENV' || fixed.includes(name)) continue;
      expect([name, interpolatedNames(String(rawEnv[name]))]).toEqual([
        name,
        expect.arrayContaining([name === 'DATABASE_URL' ? 'MYSQL_PASSWORD' : name]),
      ]);
    }
    // An operator's value reaches the container.
    const custom = new Map(filledEnv);
    custom.set('BOOKING_TIMEZONE', 'Asia/Riyadh');
    custom.set('MAX_IMAGE_BYTES', '1048576');
    const env = object(
      object(object(interpolateCompose(raw, custom), 'c').services, 's').bff,
      'bff',
    ).environment as Yaml;
    expect(env.BOOKING_TIMEZONE).toBe('Asia/Riyadh');
    expect(env.MAX_IMAGE_BYTES).toBe('1048576');
  });

  it('falls back to no published secret: each secret is required, and blank in .env.example', () => {
    for (const name of SECRETS) {
      expect([name, dotenv.get(name)]).toEqual([name, '']);
      // Interpolated references only: `$${…}` is a literal for the container's shell.
      const uses = [...composeText.matchAll(new RegExp(`(?<!\\$)\\$\\{${name}\\b(\\W{0,2})`, 'g'))];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect([name, use[1]]).toEqual([name, ':?']);
    }
    // Needed on the first start only.
    expect(dotenv.get('ADMIN_PASSWORD')).toBe('');
    expect(composeText).toMatch(/ADMIN_PASSWORD: \$\{ADMIN_PASSWORD:-\}/);
  });

  it('requires the real services in production: no embedded fallback unless opted into', () => {
    const env = environment('bff');
    expect(env.ALLOW_EMBEDDED_SERVICES).toBe('false');
    expect(env.DATABASE_URL).toBeTruthy();
    expect(env.S3_ENDPOINT).toBeTruthy();
    expect(env.SMTP_URL).toBeTruthy();
  });

  it('notes that MYSQL_* apply only to an empty volume', () => {
    expect(envExample).toMatch(/MYSQL_\* only when its volume is empty/);
    expect(composeText).toMatch(/MYSQL_\* are read only when the volume is empty/);
  });

  it('starts services only once what they need is ready', () => {
    expect(service('bff').depends_on).toMatchObject({
      mysql: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
    expect(service('minio-init').depends_on).toMatchObject({
      minio: { condition: 'service_healthy' },
    });
    expect(service('site').depends_on).toMatchObject({ bff: { condition: 'service_healthy' } });
    expect(service('nginx').depends_on).toMatchObject({
      bff: { condition: 'service_healthy' },
      site: { condition: 'service_healthy' },
    });
    expect(service('nginx').ports).toEqual([
      expect.stringMatching(/:80$/),
      expect.stringMatching(/:443$/),
    ]);
  });

  it('runs the site renderer against the BFF and mounts the certificates into nginx', () => {
    const env = environment('site');
    expect(env).toMatchObject({
      SITE_HOST: '0.0.0.0',
      SITE_API_URL: 'http://bff:8080',
      // Behind nginx, which sets the forwarded scheme and host: pages' URLs follow the visitor's.
      TRUST_PROXY: 'true',
    });
    expect(String(env.SITE_PORT)).toBe('3001');
    expect(service('nginx').volumes).toEqual([expect.stringMatching(/:\/etc\/nginx\/certs:ro$/)]);
    expect(environment('nginx')).toMatchObject({ TLS: 'off', TRUSTED_PROXIES: '' });
  });

  it.each(['bff', 'site', 'nginx', 'backup'])(
    'builds %s from the repository root with an existing Dockerfile',
    (name) => {
      const build = object(service(name).build, `${name}.build`);
      expect(build.context).toBe('.');
      const dockerfile = readFileSync(path.join(REPO_ROOT, String(build.dockerfile)), 'utf8');
      if (build.target !== undefined) {
        expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${String(build.target)}$`, 'm'));
      }
    },
  );

  it.each([
    ['bff', 'bff'],
    ['site', 'site'],
    ['nginx', 'nginx'],
    ['backup', 'ops'],
    ['restore', 'ops'],
  ])('builds %s as target %s of the one root Dockerfile', (name, target) => {
    expect(service(name).build).toEqual({ context: '.', dockerfile: 'Dockerfile', target });
  });

  it('documents every interpolated variable in .env.example', () => {
    const used = interpolatedNames(strings(raw).join('\n'));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((name) => !documented.includes(name))).toEqual([]);
  });
});

describe('interpolation', () => {
  it('finds every spelling and skips escaped dollars', () => {
    expect(interpolatedNames('${A} ${B:-x} ${C:?e} $D $$E "$$(cmd)" ${F-y}').sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
      'F',
    ]);
  });

  it('applies defaults, errors and alternatives as Compose does', () => {
    const env = new Map([
      ['SET', 'v'],
      ['EMPTY', ''],
    ]);
    const missing = new Set<string>();
    expect(interpolate('${SET:-d} ${EMPTY:-d} ${EMPTY-d} ${NONE-d} $$x $SET', env, missing)).toBe(
      'v d  d $x v',
    );
    expect(interpolate('${SET:+alt} ${EMPTY:+alt} ${EMPTY+alt}', env, missing)).toBe('alt  alt');
    expect(missing.size).toBe(0);
    interpolate('${EMPTY:?e} ${NONE?e} ${EMPTY?e}', env, missing);
    expect([...missing].sort()).toEqual(['EMPTY', 'NONE']);
  });
});

describe('.env.example', () => {
  it('documents every variable of the BFF and of the compose services', () => {
    const required = [
      ...bffConfigVariables().filter((name) => name !== 'NODE_ENV'),
      ...['MYSQL_DATABASE', 'MYSQL_USER', 'MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD'],
      ...['MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'],
      ...Object.keys(environment('bff')),
    ];
    expect(required.filter((name) => !documented.includes(name))).toEqual([]);
  });
});
