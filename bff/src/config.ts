import path from 'node:path';
import { z } from 'zod';
import { parseDatabaseUrl, type DatabaseConfig } from './db/databaseUrl';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** How long start-up keeps retrying a database that does not answer yet (compose, rolling restarts). */
  dbConnectTimeoutMs: number;
  logLevel: LogLevel;
  trustProxy: boolean;
  serveBundles: boolean;
  bundlesDir: string;
  shutdownTimeoutMs: number;
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be one of true, false, 1, 0, yes, no',
    }),
  )
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min).max(max, `must be a whole number between ${min} and ${max}`));

/**
 * The one place that names the environment variables. A later feature adds its variable here and
 * its field in `toConfig`; nothing else reads process.env.
 */
const envSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .superRefine((url, ctx) => {
      // Checked here as well as parsed in toConfig, so one run reports it with everything else.
      try {
        parseDatabaseUrl(url, '/');
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    })
    .optional(),
  DB_CONNECT_TIMEOUT_MS: integer(0, 600_000).default(30_000),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))
    .default('info'),
  TRUST_PROXY: flag.default(false),
  SERVE_BUNDLES: flag.default(false),
  BUNDLES_DIR: z.string().trim().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: integer(0, 600_000).default(10_000),
});

type Env = z.infer<typeof envSchema>;

/** Values of these never reach an error message: it ends up in logs. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|_URL$/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * bff/src/config.ts and bff/dist/config.js sit at the same depth, so the repository root (holding
 * site/dist, admin/dist, shared-ui/dist) is two levels up from either.
 */
export const DEFAULT_BUNDLES_DIR = path.resolve(__dirname, '..', '..');

function toConfig(env: Env, cwd: string): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: parseDatabaseUrl(databaseUrl, cwd),
    dbConnectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    serveBundles: env.SERVE_BUNDLES,
    bundlesDir: env.BUNDLES_DIR ? path.resolve(cwd, env.BUNDLES_DIR) : DEFAULT_BUNDLES_DIR,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** Reads the configuration once; throws ConfigError naming every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  // An empty value (`PORT=` in a compose file) means "use the default", not "invalid".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const raw = present[name];
        const value = raw !== undefined && !SECRET_NAME.test(name) ? ` (got "${raw}")` : '';
        return `${name}: ${issue.message}${value}`;
      }),
    );
  }
  return toConfig(parsed.data, cwd);
}
