import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET when set (required in production, where replicas must sign alike). Otherwise
 * (embedded mode, development) a random secret kept in DATA_DIR/session-secret, so that a restart
 * keeps everyone signed in. Two processes creating it at once agree: only one write succeeds
 * ('wx'), the other reads what it wrote.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecret(file);
  if (!created) throw new Error(`${file} holds no usable secret; delete it to get a new one`);
  return created;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
