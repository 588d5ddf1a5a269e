import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';

/** Where a command writes: standard output or error in use, arrays in tests. */
export type Write = (text: string) => void;

export const writeOut: Write = (text) => process.stdout.write(text);
export const writeErr: Write = (text) => process.stderr.write(text);

type Options = NonNullable<ParseArgsConfig['options']>;

/** The command's flags, or null once a bad one is reported with the usage (exit code 2). */
export function parseCommandArgs<T extends Options>(
  argv: string[],
  options: T,
  usage: string,
  err: Write,
): ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true }>>['values'] | null {
  try {
    return parseArgs({ args: argv, options, strict: true }).values;
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return null;
  }
}

/**
 * The server's configuration as a command reads it, or null once the problem is reported.
 * `npm run user:create` runs in bff/; INIT_CWD is where the person typed the command, so a relative
 * DATA_DIR or sqlite: path means what it means to the server started from there.
 */
export function loadCommandConfig(
  env: Record<string, string | undefined>,
  err: Write,
): Config | null {
  try {
    return loadConfig(env, env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(`${error.message}\n`);
    return null;
  }
}

/** Runs a command as the process's main module: its exit code, or 1 and the stack of a crash. */
export function runAsMain(run: () => Promise<number>): void {
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
