import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './freePort';

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`: plain SMTP, no auth, no TLS (what SMTP_URL expects). */
  url: string;
  /** Every message received so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Forgets received messages (between tests sharing one sink). */
  clear(): void;
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  /**
   * Also write every message, as received, to `<saveDir>/<n>.eml` (n counting from 1), so that
   * other processes (the e2e workers) can read what arrived.
   */
  saveDir?: string;
}

/** An SMTP server on 127.0.0.1 that accepts every message and keeps it, parsed, in memory. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let saved = 0;
  const save = async (raw: Buffer) => {
    if (options.saveDir === undefined) return;
    const file = path.join(options.saveDir, `${++saved}.eml`);
    // Written aside and renamed: a reader never sees half a message.
    await writeFile(`${file}.part`, raw);
    await rename(`${file}.part`, file);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Senders end their sessions with QUIT; nothing should keep stop() waiting long.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        Promise.all([simpleParser(raw), save(raw)]).then(
          ([mail]) => {
            messages.push(mail);
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Log and carry on: a client misbehaving must not crash the test process.
  server.on('error', (error) => console.error('smtp sink:', error.message));

  const waitFor = (count: number, timeoutMs = 5_000): Promise<ParsedMail[]> =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (messages.length < count) return;
        cleanup();
        resolve([...messages]);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(
            `smtp sink: expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return stopped;
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    clear: () => messages.splice(0, messages.length),
    stop,
  };
}
