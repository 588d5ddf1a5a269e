import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailbox } from './mailbox';
import type { OutboxMessage } from './outbox';
import { toNodemailerMessage } from './nodemailerMessage';
import type { MailTransport } from './transport';

/**
 * Writes each message as an RFC 5322 .eml file (open it in any mail client) into `dir`. The file
 * is written under a temporary name and renamed, so a reader never sees half a message; it is
 * named after the Message-ID, so delivering a message again replaces its file.
 */
export function createEmlFileTransport(dir: string, from: Mailbox): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: dir,
    async send(message: OutboxMessage) {
      const info = await transporter.sendMail(toNodemailerMessage(message, from));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the stream transport gave no buffered message');
      // Messages hold what visitors wrote: for the server's user only, like session-secret.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${emlName(message.messageId)}.eml`);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, raw, { mode: 0o600 });
      await rename(partial, file);
    },
    close() {
      transporter.close();
    },
  };
}

/** `<3f2c…@example.com>` -> `3f2c…`: the unique part, safe as a file name. */
function emlName(messageId: string): string {
  const local = messageId.replace(/^<|>$/g, '').split('@')[0] ?? '';
  const safe = local.replace(/[^A-Za-z0-9._-]/g, '_');
  return safe === '' ? 'message' : safe;
}
