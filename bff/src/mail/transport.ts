/**
 * Where delivered mail goes: an SMTP server (SMTP_URL), or by default .eml files under
 * DATA_DIR/outbox/ (the embedded single-process mode, and any setup without a mail server).
 */
import path from 'node:path';
import { createEmlFileTransport } from './emlFileTransport';
import type { MailConfig } from './mailConfig';
import type { OutboxMessage } from './outbox';
import { createSmtpTransport } from './smtpTransport';

export interface MailTransport {
  /** Resolves once the message is accepted (the server's 250, the file in place). */
  send(message: OutboxMessage): Promise<void>;
  /** Where mail goes, fit for a log line (no credentials). */
  readonly description: string;
  close(): void;
}

export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  return mail.smtpUrl === undefined
    ? createEmlFileTransport(path.join(dataDir, 'outbox'), mail.from)
    : createSmtpTransport(mail.smtpUrl, mail.from);
}
