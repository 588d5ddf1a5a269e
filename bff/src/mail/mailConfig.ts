import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** A display name and an address, as in `The Finance Team <hello@example.com>`. */
export interface Mailbox {
  name: string;
  address: string;
}

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

const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/** Reads one mailbox (`Name <a@b.c>` or `a@b.c`); null for anything else. */
export function parseMailbox(value: string): Mailbox | null {
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1) return null;
  const [mailbox] = parsed;
  if (mailbox?.address === undefined || !isEmail(mailbox.address)) return null;
  return { name: mailbox.name, address: mailbox.address };
}

/** The domain part of an address, lower-cased. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
