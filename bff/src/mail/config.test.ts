import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { mailConfig } from './config';

describe('mail and outbox configuration', () => {
  it('sends from a reserved example address and writes .eml files by default', () => {
    expect(readSection(mailConfig, {})).toEqual({
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
    });
  });

  it('reads every variable', () => {
    expect(
      readSection(mailConfig, {
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
      }),
    ).toEqual({
      mail: {
        from: { name: 'Acme Finance', address: 'meetings@acme.example' },
        staffEmail: 'team@acme.example',
        domain: 'bookings.acme.example',
        smtpUrl: 'smtp://user:secret@mailpit:1025',
      },
      outbox: {
        pollMs: 1000,
        batchSize: 5,
        maxAttempts: 3,
        retryBaseMs: 2000,
        retryMaxMs: 60_000,
        leaseMs: 120_000,
      },
    });
  });

  it('sends staff mail to the sender address and scopes UIDs to its domain by default', () => {
    expect(readSection(mailConfig, { MAIL_FROM: 'Acme <hello@Acme.Example>' }).mail).toEqual({
      from: { name: 'Acme', address: 'hello@Acme.Example' },
      staffEmail: 'hello@Acme.Example',
      domain: 'acme.example',
      smtpUrl: undefined,
    });
  });

  it('never lets the longest retry delay fall below the first', () => {
    expect(
      readSection(mailConfig, { OUTBOX_RETRY_BASE_MS: '90000', OUTBOX_RETRY_MAX_MS: '1000' })
        .outbox,
    ).toMatchObject({ retryBaseMs: 90_000, retryMaxMs: 90_000 });
  });

  it('names every bad variable, and never echoes SMTP_URL', () => {
    const problems = sectionProblems(mailConfig, {
      MAIL_FROM: 'nobody',
      STAFF_EMAIL: 'staff@',
      SMTP_URL: 'http://user:hunter2@mail',
      OUTBOX_LEASE_MS: '1000',
    });
    expect(problems).toEqual([
      'MAIL_FROM: must look like "Name <address@example.com>" (got "nobody")',
      expect.stringMatching(/^STAFF_EMAIL: must be an e-mail address/),
      expect.stringMatching(/^SMTP_URL: must look like smtp:\/\//),
      expect.stringMatching(/^OUTBOX_LEASE_MS: must be a whole number between 60000 and/),
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
