import { loadConfig } from '../config';
import { domainOf, parseMailbox } from './mailConfig';
import { configProblems } from '../../tests/helpers/configProblems';

describe('parseMailbox', () => {
  it.each([
    [
      'The Finance Team <hello@example.com>',
      { name: 'The Finance Team', address: 'hello@example.com' },
    ],
    [
      '"Finance, Team" <hello@example.com>',
      { name: 'Finance, Team', address: 'hello@example.com' },
    ],
    ['hello@example.com', { name: '', address: 'hello@example.com' }],
  ])('reads %p', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each(['', 'Finance Team', 'a@example.com, b@example.com', 'Team <not-an-address>'])(
    'refuses %p',
    (value) => {
      expect(parseMailbox(value)).toBeNull();
    },
  );

  it('finds the domain of an address', () => {
    expect(domainOf('Hello@Finance.Example')).toBe('finance.example');
  });
});

describe('mail, outbox, rate-limit and booking settings', () => {
  it('reads every variable', () => {
    const config = loadConfig(
      {
        MAIL_FROM: 'Acme Finance <meetings@acme.example>',
        STAFF_EMAIL: 'team@acme.example',
        MAIL_DOMAIN: 'Bookings.Acme.Example',
        SMTP_URL: 'smtp://user:secret@mailpit:1025',
        OUTBOX_POLL_MS: '1000',
        OUTBOX_BATCH_SIZE: '5',
        OUTBOX_MAX_ATTEMPTS: '3',
        OUTBOX_RETRY_BASE_MS: '2000',
        OUTBOX_RETRY_MAX_MS: '60000',
        OUTBOX_LEASE_MS: '120000',
        CONTACT_RATE_LIMIT: '7',
        CONTACT_RATE_WINDOW_SECONDS: '60',
        SCHEDULE_RATE_LIMIT: '9',
        SCHEDULE_RATE_WINDOW_SECONDS: '3600',
        BOOKING_TIMEZONE: 'europe/london',
        BOOKING_DAYS: '1-5',
      },
      '/srv/app',
    );
    expect(config.mail).toEqual({
      from: { name: 'Acme Finance', address: 'meetings@acme.example' },
      staffEmail: 'team@acme.example',
      domain: 'bookings.acme.example',
      smtpUrl: 'smtp://user:secret@mailpit:1025',
    });
    expect(config.outbox).toEqual({
      pollMs: 1000,
      batchSize: 5,
      maxAttempts: 3,
      retryBaseMs: 2000,
      retryMaxMs: 60_000,
      leaseMs: 120_000,
    });
    expect(config.contactRateLimit).toEqual({ limit: 7, windowMs: 60_000 });
    expect(config.scheduleRateLimit).toEqual({ limit: 9, windowMs: 3_600_000 });
    expect(config.booking).toMatchObject({
      timeZone: 'Europe/London',
      workingDays: [1, 2, 3, 4, 5],
    });
  });

  it('sends staff mail to the sender address and scopes UIDs to its domain by default', () => {
    expect(loadConfig({ MAIL_FROM: 'Acme <hello@Acme.Example>' }, '/srv/app').mail).toEqual({
      from: { name: 'Acme', address: 'hello@Acme.Example' },
      staffEmail: 'hello@Acme.Example',
      domain: 'acme.example',
      smtpUrl: undefined,
    });
  });

  it('reports bad values with the rest, and never echoes SMTP_URL', () => {
    const problems = configProblems({
      PORT: 'x',
      MAIL_FROM: 'nobody',
      STAFF_EMAIL: 'staff@',
      SMTP_URL: 'http://user:hunter2@mail',
      OUTBOX_LEASE_MS: '1000',
      BOOKING_DAYS: 'weekdays',
      BOOKING_TIMEZONE: 'Mars/Base',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'MAIL_FROM: must look like "Name <address@example.com>" (got "nobody")',
      expect.stringMatching(/^STAFF_EMAIL: must be an e-mail address/),
      expect.stringMatching(/^SMTP_URL: must look like smtp:\/\//),
      expect.stringMatching(/^OUTBOX_LEASE_MS: must be a whole number between 60000 and/),
      expect.stringMatching(/^BOOKING_TIMEZONE: .*IANA time zone.*Mars\/Base/),
      expect.stringMatching(/^BOOKING_DAYS: must list ISO weekdays/),
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
