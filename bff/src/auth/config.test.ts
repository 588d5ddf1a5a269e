import { loadConfig } from '../config';
import { TEST_CWD, configProblems } from '../../tests/helpers/configProblems';

describe('auth configuration', () => {
  it('reads the session and admin variables', () => {
    expect(
      loadConfig(
        {
          SESSION_SECRET: 's'.repeat(64),
          COOKIE_SECURE: 'yes',
          SESSION_IDLE_MINUTES: '30',
          SESSION_MAX_HOURS: '8',
          ADMIN_USERNAME: ' Boss ',
          ADMIN_PASSWORD: 'long enough',
        },
        TEST_CWD,
      ).auth,
    ).toEqual({
      sessionSecret: 's'.repeat(64),
      cookieSecure: true,
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 8 * 3_600_000,
      initialAdmin: { username: 'boss', password: 'long enough' },
    });
  });

  it('creates no admin without a password, and names the account "admin" by default', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'admin' }, TEST_CWD).auth.initialAdmin).toBeUndefined();
    expect(loadConfig({ ADMIN_PASSWORD: 'long enough' }, TEST_CWD).auth.initialAdmin).toEqual({
      username: 'admin',
      password: 'long enough',
    });
  });

  it('requires SESSION_SECRET in production, and a long one', () => {
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: required when NODE_ENV=production (every replica must sign alike)',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, TEST_CWD).auth,
    ).toMatchObject({ sessionSecret: 'x'.repeat(32) });
    const short = configProblems({ SESSION_SECRET: 'hunter2' });
    expect(short).toEqual(['SESSION_SECRET: must be at least 32 characters']);
  });

  it('names every bad variable without echoing secrets', () => {
    const problems = configProblems({
      ADMIN_USERNAME: 'a b',
      ADMIN_PASSWORD: 'short',
      SESSION_IDLE_MINUTES: '0',
      COOKIE_SECURE: 'maybe',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ADMIN_USERNAME: /),
        'ADMIN_PASSWORD: must be at least 8 characters',
        expect.stringMatching(/^SESSION_IDLE_MINUTES: /),
        expect.stringMatching(/^COOKIE_SECURE: /),
      ]),
    );
    expect(problems.join()).not.toContain('short');
  });
});

describe('media configuration', () => {
  it('uses the disk and 5 MB by default, demo seeding on', () => {
    const config = loadConfig({}, TEST_CWD);
    expect(config.media).toEqual({ maxImageBytes: 5 * 1024 * 1024, s3: undefined });
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, TEST_CWD).seedDemo).toBe(false);
  });

  it('reads S3_* into a MinIO client configuration', () => {
    expect(
      loadConfig(
        {
          S3_ENDPOINT: 'http://minio:9000',
          S3_ACCESS_KEY: 'finance-bff',
          S3_SECRET_KEY: 'finance-bff-secret',
          MAX_IMAGE_BYTES: '1048576',
        },
        TEST_CWD,
      ).media,
    ).toEqual({
      maxImageBytes: 1_048_576,
      s3: {
        endPoint: 'minio',
        port: 9000,
        useSSL: false,
        accessKey: 'finance-bff',
        secretKey: 'finance-bff-secret',
        bucket: 'blog-images',
        region: 'us-east-1',
      },
    });
    expect(
      loadConfig(
        { S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' },
        TEST_CWD,
      ).media.s3,
    ).toMatchObject({ endPoint: 's3.example.com', port: 443, useSSL: true });
  });

  it('refuses an endpoint without keys, a bad URL, a bad bucket name', () => {
    expect(configProblems({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_ACCESS_KEY: required when S3_ENDPOINT is set',
      'S3_SECRET_KEY: required when S3_ENDPOINT is set',
    ]);
    expect(configProblems({ S3_ENDPOINT: 'minio:9000' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: must be a URL/),
    ]);
    expect(configProblems({ S3_BUCKET: 'Bad_Bucket' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: /),
    ]);
    expect(configProblems({ MAX_IMAGE_BYTES: '10' })).toEqual([
      expect.stringMatching(/^MAX_IMAGE_BYTES: /),
    ]);
  });
});
