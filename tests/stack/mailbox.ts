/**
 * What the stack's SMTP sink has received, for e2e specs. The sink lives in the wdio launcher
 * and the specs in worker processes, so it writes each message to a folder (`<n>.eml`) whose
 * path the launcher exports to the workers, and this reads it back.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export const MAIL_DIR_VARIABLE = 'E2E_MAIL_DIR';

function mailDir(): string {
  const dir = process.env[MAIL_DIR_VARIABLE];
  if (!dir) throw new Error(`${MAIL_DIR_VARIABLE} is not set: run the specs through wdio.conf.ts`);
  return dir;
}

/** Every message received so far, in arrival order. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const dir = mailDir();
  const files = (await readdir(dir))
    .filter((name) => /^\d+\.eml$/.test(name))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** Resolves with the first received message `matches` accepts; rejects after `timeoutMs`. */
export async function waitForMail(
  description: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 20_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no mail ${description} arrived within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
