import { z } from 'zod';
import { defineSection, integer, valid } from '../env/section';
import { domainOf, parseMailbox, type Mailbox } from './mailbox';
import { DEFAULT_SENDER_NAME } from './templates';

export interface MailConfig {
  /** MAIL_FROM: the sender of every message, and the organizer of calendar invitations. */
  from: Mailbox;
  /** STAFF_EMAIL: receives contact messages and booking notices. */
  staffEmail: string;
  /** MAIL_DOMAIN: scopes calendar UIDs and Message-IDs (`<uuid>@<domain>`). */
  domain: string;
  /** SMTP_URL; without it messages are written as .eml files under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
}

export interface OutboxConfig {
  /** How often an idle worker looks for due messages. */
  pollMs: number;
  /** Messages one worker claims at a time. */
  batchSize: number;
  /** Delivery attempts before a message is given up as failed. */
  maxAttempts: number;
  /** First retry delay; it doubles with every further attempt, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a claim lasts. A replica that dies mid-send leaves its messages `sending`; once the
   * lease has run out another replica takes them over. Must exceed the longest SMTP exchange.
   */
  leaseMs: number;
}

export interface MailSection {
  mail: MailConfig;
  outbox: OutboxConfig;
}

/** No business is named by default; example.com is reserved, so the default can never reach anyone. */
const DEFAULT_MAIL_FROM = `${DEFAULT_SENDER_NAME} <hello@example.com>`;

const mailbox = z.string().transform((value, ctx): Mailbox => {
  const parsed = parseMailbox(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'must look like "Name <address@example.com>"' });
    return z.NEVER;
  }
  return parsed;
});

export const mailConfig = defineSection(
  {
    MAIL_FROM: mailbox.prefault(DEFAULT_MAIL_FROM),
    STAFF_EMAIL: z
      .string()
      .trim()
      .pipe(z.email({ error: 'must be an e-mail address' }))
      .optional(),
    MAIL_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name such as example.com')
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^/\s]/, 'must look like smtp://user:pass@host:port or smtps://…')
      .optional(),
    OUTBOX_POLL_MS: integer(100, 600_000).default(5_000),
    OUTBOX_BATCH_SIZE: integer(1, 500).default(10),
    OUTBOX_MAX_ATTEMPTS: integer(1, 100).default(10),
    OUTBOX_RETRY_BASE_MS: integer(100, 86_400_000).default(30_000),
    OUTBOX_RETRY_MAX_MS: integer(100, 86_400_000).default(3_600_000),
    // At least a minute: a lease must outlast the SMTP timeouts (smtpTransport.ts).
    OUTBOX_LEASE_MS: integer(60_000, 86_400_000).default(300_000),
  },
  (env) =>
    valid<MailSection>({
      mail: {
        from: env.MAIL_FROM,
        staffEmail: env.STAFF_EMAIL ?? env.MAIL_FROM.address,
        domain: env.MAIL_DOMAIN ?? domainOf(env.MAIL_FROM.address),
        smtpUrl: env.SMTP_URL,
      },
      outbox: {
        pollMs: env.OUTBOX_POLL_MS,
        batchSize: env.OUTBOX_BATCH_SIZE,
        maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: Math.max(env.OUTBOX_RETRY_BASE_MS, env.OUTBOX_RETRY_MAX_MS),
        leaseMs: env.OUTBOX_LEASE_MS,
      },
    }),
);
