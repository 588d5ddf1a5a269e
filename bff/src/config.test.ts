import { DEFAULT_BOOKING_RULES } from './meetings/rules';
import { DEFAULT_BUNDLES_DIR } from './bundles/config';
import { ConfigError, loadConfig } from './config';
import { TEST_CWD, configProblems } from '../tests/helpers/configProblems';

// Each section's variables are tested next to it (http/config.test.ts, mail/config.test.ts...);
// these cases are about putting the sections together.
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
      bookingCaps: {
        upcomingPerEmail: 2,
        perAddressPerDay: 3,
        perDay: 20,
        confirmHoldMs: 30 * 60_000,
      },
      meetings: {
        siteUrl: 'http://127.0.0.1:8080',
        changeCutoffMs: 12 * 3_600_000,
        reminderLeadMs: 24 * 3_600_000,
        reminderPollMs: 60_000,
        maxVisitorMoves: 3,
      },
      auth: {
        sessionSecret: undefined,
        cookieSecure: false,
        idleTimeoutMs: 2 * 3_600_000,
        absoluteTimeoutMs: 12 * 3_600_000,
        initialAdmin: undefined,
      },
      media: { maxImageBytes: 5 * 1024 * 1024, s3: undefined },
      seedDemo: true,
      publishing: { pollMs: 15_000 },
      webhooks: { allowPrivateTargets: false, pollMs: 5_000 },
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }, TEST_CWD)).toMatchObject({
      port: 8080,
      logLevel: 'info',
    });
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

  it('reports the problems of every section together, the rules between variables included', () => {
    expect(
      configProblems({
        PORT: 'x',
        MAIL_FROM: 'nobody',
        SMTP_URL: 'http://user:hunter2@mail',
        BOOKING_DAYS: 'weekdays',
        NODE_ENV: 'production',
        S3_ENDPOINT: 'http://minio:9000',
      }),
    ).toEqual([
      expect.stringMatching(/^PORT: /),
      'MAIL_FROM: must look like "Name <address@example.com>" (got "nobody")',
      expect.stringMatching(/^SMTP_URL: must look like smtp:\/\//),
      expect.stringMatching(/^BOOKING_DAYS: must list ISO weekdays/),
      'SESSION_SECRET: required when NODE_ENV=production (every replica must sign alike)',
      'S3_ACCESS_KEY: required when S3_ENDPOINT is set',
      'S3_SECRET_KEY: required when S3_ENDPOINT is set',
    ]);
  });

  it('reads every section from one environment', () => {
    const config = loadConfig(
      { PORT: '9000', LOG_LEVEL: 'warn', SEED_DEMO: 'no', CONTACT_RATE_LIMIT: '7' },
      TEST_CWD,
    );
    expect(config).toMatchObject({
      port: 9000,
      logLevel: 'warn',
      seedDemo: false,
      contactRateLimit: { limit: 7, windowMs: 600_000 },
    });
  });
});
