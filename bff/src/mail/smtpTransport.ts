import nodemailer from 'nodemailer';
import type { Mailbox } from './mailbox';
import type { OutboxMessage } from './outbox';
import { toNodemailerMessage } from './nodemailerMessage';
import type { MailTransport } from './transport';

/**
 * nodemailer's own timeouts (2 min to connect, 10 min of socket silence) would let one dead
 * server hold a worker, and the claim on its messages, far longer than the outbox lease
 * (OUTBOX_LEASE_MS, at least a minute). These keep one exchange under 50 s.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers through SMTP_URL, one connection per message (the outbox sends a trickle). */
export function createSmtpTransport(smtpUrl: string, from: Mailbox): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    description: withoutCredentials(smtpUrl),
    async send(message: OutboxMessage) {
      await transporter.sendMail(toNodemailerMessage(message, from));
    },
    close() {
      transporter.close();
    },
  };
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'smtp';
  }
}
