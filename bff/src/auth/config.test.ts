import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { authConfig } from './config';

describe('auth configuration', () => {
  it('reads the session and admin variables', () => {
    expect(
      readSection(authConfig, {
        SESSION_SECRET: 's'.repeat(64),
        COOKIE_SECURE: 'yes',
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_HOURS: '8',
        ADMIN_USERNAME: ' Boss ',
        ADMIN_PASSWORD: 'long enough',
      }).auth,
    ).toEqual({
      sessionSecret: 's'.repeat(64),
      cookieSecure: true,
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 8 * 3_600_000,
      initialAdmin: { username: 'boss', password: 'long enough' },
    });
  });

  it('creates no admin without a password, and names the account "admin" by default', () => {
    expect(readSection(authConfig, { ADMIN_USERNAME: 'admin' }).auth.initialAdmin).toBeUndefined();
    expect(readSection(authConfig, { ADMIN_PASSWORD: 'long enough' }).auth.initialAdmin).toEqual({
      username: 'admin',
      password: 'long enough',
    });
  });

  it('requires SESSION_SECRET in production, and a long one', () => {
    expect(sectionProblems(authConfig, { NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: required when NODE_ENV=production (every replica must sign alike)',
    ]);
    expect(
      readSection(authConfig, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).auth,
    ).toMatchObject({ sessionSecret: 'x'.repeat(32) });
    const short = sectionProblems(authConfig, { SESSION_SECRET: 'hunter2' });
    expect(short).toEqual(['SESSION_SECRET: must be at least 32 characters']);
  });

  it('names every bad variable without echoing secrets', () => {
    const problems = sectionProblems(authConfig, {
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
