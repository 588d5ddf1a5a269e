import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BFF_ENTRY, REPO_ROOT } from '../../stack/paths';
import { BFF_ENV_VARIABLE } from '../../stack/wdioStackService';

const run = promisify(execFile);

export interface StackUser {
  username: string;
  password: string;
  role: string;
}

/** The environment the stack started its BFF replicas with (database, S3 endpoint and bucket). */
export function bffEnvironment(): Record<string, string> {
  const json = process.env[BFF_ENV_VARIABLE];
  if (!json) throw new Error(`${BFF_ENV_VARIABLE} is not set: run the specs through wdio.conf.ts`);
  return JSON.parse(json) as Record<string, string>;
}

/** `npm run user:create` as the README describes it, against the stack's own database. */
export async function createUser(env: Record<string, string>, user: StackUser): Promise<void> {
  const cli = path.join(path.dirname(BFF_ENTRY), 'cli', 'createUser.js');
  await run(
    process.execPath,
    [cli, '--username', user.username, '--password', user.password, '--role', user.role],
    { cwd: REPO_ROOT, env: { ...env, LOG_LEVEL: 'warn' } },
  );
}
