import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BOOKING_RULES } from './booking/rules';
import { ConfigError, DEFAULT_BUNDLES_DIR, loadConfig } from './config';
import { TEST_CWD, configProblems } from '../tests/helpers/configProblems';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, TEST_CWD);
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      database: {
        dialect: 'sqlite',
        storage: '/srv/app/data/app.sqlite',
        safeUrl: 'sqlite:/srv/app/data/app.sqlite',
      },
      dbConnectTimeoutMs: 30_000,
      logLevel: 'info',
      trustProxy: false,
      serveBundles: false,
      bundlesDir: DEFAULT_BUNDLES_DIR,
      shutdownTimeoutMs: 10_000,
      booking: DEFAULT_BOOKING_RULES,
      mail: {
        from: { name: 'The Finance Team', address: 'hello@example.com' },
        staffEmail: 'hello@example.com',
        domain: 'example.com',
        smtpUrl: undefined,
      },
      outbox: {
        pollMs: 5_000,
        batchSize: 10,
        maxAttempts: 10,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        leaseMs: 300_000,
      },
      contactRateLimit: { limit: 5, windowMs: 600_000 },
      scheduleRateLimit: { limit: 5, windowMs: 600_000 },
      auth: {
        sessionSecret: undefined,
        cookieSecure: false,
        idleTimeoutMs: 2 * 3_600_000,
        absoluteTimeoutMs: 12 * 3_600_000,
        initialAdmin: undefined,
      },
      media: { maxImageBytes: 5 * 1024 * 1024, s3: undefined },
      seedDemo: true,
    });
  });

  it('finds the repository root (holding site/, admin/, shared-ui/) as the default BUNDLES_DIR', () => {
    for (const bundle of ['site', 'admin', 'shared-ui', 'bff']) {
      expect(existsSync(path.join(DEFAULT_BUNDLES_DIR, bundle))).toBe(true);
    }
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var',
        DATABASE_URL: 'mysql://app:s%40cret@db.internal:3307/finance',
        DB_CONNECT_TIMEOUT_MS: '500',
        LOG_LEVEL: 'DEBUG',
        TRUST_PROXY: 'true',
        SERVE_BUNDLES: '1',
        BUNDLES_DIR: 'bundles',
        SHUTDOWN_TIMEOUT_MS: '2500',
      },
      TEST_CWD,
    );
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/app/var',
      database: {
        dialect: 'mysql',
        host: 'db.internal',
        port: 3307,
        user: 'app',
        password: 's@cret',
        database: 'finance',
        safeUrl: 'mysql://app:***@db.internal:3307/finance',
      },
      dbConnectTimeoutMs: 500,
      logLevel: 'debug',
      trustProxy: true,
      serveBundles: true,
      bundlesDir: '/srv/app/bundles',
      shutdownTimeoutMs: 2500,
      booking: DEFAULT_BOOKING_RULES,
      mail: expect.any(Object),
      outbox: expect.any(Object),
      contactRateLimit: expect.any(Object),
      scheduleRateLimit: expect.any(Object),
      auth: expect.any(Object),
      media: expect.any(Object),
      seedDemo: true,
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }, TEST_CWD)).toMatchObject({
      port: 8080,
      logLevel: 'info',
    });
  });

  it.each([
    ['yes', true],
    ['no', false],
    ['FALSE', false],
    ['0', false],
  ])('reads the flag value %p as %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, TEST_CWD).trustProxy).toBe(expected);
  });

  it.each([
    ['PORT', 'abc', /^PORT: must be a whole number between 0 and 65535 \(got "abc"\)$/],
    ['PORT', '70000', /^PORT: must be a whole number between 0 and 65535/],
    ['PORT', '-1', /^PORT: must be a whole number/],
    [
      'LOG_LEVEL',
      'loud',
      /^LOG_LEVEL: must be one of debug, info, warn, error, silent \(got "loud"\)$/,
    ],
    ['TRUST_PROXY', 'maybe', /^TRUST_PROXY: must be one of true, false/],
    ['SERVE_BUNDLES', '2', /^SERVE_BUNDLES: must be one of true, false/],
    ['SHUTDOWN_TIMEOUT_MS', '1.5', /^SHUTDOWN_TIMEOUT_MS: must be a whole number/],
  ])('rejects %s=%p naming the variable', (name, value, message) => {
    expect(configProblems({ [name]: value })).toEqual([expect.stringMatching(message)]);
  });

  it('lists every bad variable at once, in a message fit for the console', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y', DATABASE_URL: 'mongodb://db' }, TEST_CWD);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'Invalid configuration:\n' +
        '  - PORT: must be a whole number between 0 and 65535 (got "x")\n' +
        '  - DATABASE_URL: must look like mysql://user:pass@host:3306/db or sqlite:/path/to/file.sqlite\n' +
        '  - LOG_LEVEL: must be one of debug, info, warn, error, silent (got "y")',
    );
  });

  it.each([
    ['postgres://u:p@h/db', /^DATABASE_URL: must look like mysql:\/\/.* or sqlite:/],
    ['mysql://u:hunter2@h:3306/', /^DATABASE_URL: the mysql URL needs one database name/],
    ['mysql://u:hunter2@h:3306/a/b', /^DATABASE_URL: the mysql URL needs one database name/],
    ['mysql://u:hunter2@:3306/db', /^DATABASE_URL: (not a valid URL|the mysql URL has no host)/],
    ['sqlite:', /^DATABASE_URL: sqlite: needs a file path/],
  ])('rejects DATABASE_URL=%p without echoing it', (url, message) => {
    const problems = configProblems({ DATABASE_URL: url });
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems.join()).not.toContain('hunter2');
  });

  it.each([
    ['sqlite:app.sqlite', '/srv/app/app.sqlite'],
    ['sqlite:./data/x.sqlite', '/srv/app/data/x.sqlite'],
    ['sqlite:/var/lib/app.sqlite', '/var/lib/app.sqlite'],
    ['sqlite:///var/lib/app.sqlite', '/var/lib/app.sqlite'],
    ['sqlite::memory:', ':memory:'],
  ])('reads %p as SQLite storage %p', (url, storage) => {
    expect(loadConfig({ DATABASE_URL: url }, TEST_CWD).database).toMatchObject({
      dialect: 'sqlite',
      storage,
    });
  });

  it('defaults the MySQL port to 3306 and allows an empty password', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/app' }, TEST_CWD).database).toEqual({
      dialect: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      password: '',
      database: 'app',
      safeUrl: 'mysql://root@127.0.0.1/app',
    });
  });
});
