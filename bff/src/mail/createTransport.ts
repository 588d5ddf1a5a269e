/**
 * Where delivered mail goes: an SMTP server (SMTP_URL), or by default .eml files under
 * DATA_DIR/outbox/ (the embedded single-process mode, and any setup without a mail server).
 */
import path from 'node:path';
import type { MailConfig } from './config';
import { createEmlFileTransport } from './emlFileTransport';
import { createSmtpTransport } from './smtpTransport';
import type { MailTransport } from './transport';

export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  return mail.smtpUrl === undefined
    ? createEmlFileTransport(path.join(dataDir, 'outbox'), mail.from)
    : createSmtpTransport(mail.smtpUrl, mail.from);
}
