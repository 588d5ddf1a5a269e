import path from 'node:path';
import { z } from 'zod';
import { bookingRulesFromEnv, BookingRulesError, type BookingRules } from './booking/rules';
import { parseDatabaseUrl, type DatabaseConfig } from './db/databaseUrl';
import {
  domainOf,
  parseMailbox,
  type MailConfig,
  type Mailbox,
  type OutboxConfig,
} from './mail/mailConfig';
import { DEFAULT_SENDER_NAME } from './mail/templates';

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
  /** BOOKING_*: when visitors may book a meeting (see booking/rules.ts). */
  booking: BookingRules;
  mail: MailConfig;
  outbox: OutboxConfig;
  /** Per client IP, on POST /api/contact and POST /api/calendar/schedule. */
  contactRateLimit: RateLimitRule;
  scheduleRateLimit: RateLimitRule;
  auth: AuthConfig;
  media: MediaConfig;
  /** SEED_DEMO: demo posts on the first start with an empty posts table. */
  seedDemo: boolean;
}

export interface AuthConfig {
  /** SESSION_SECRET; undefined outside production, where auth/sessionSecret.ts keeps one. */
  sessionSecret: string | undefined;
  /** COOKIE_SECURE: users reach the site over HTTPS, so the cookie is marked Secure. */
  cookieSecure: boolean;
  /** A session unused this long is over. */
  idleTimeoutMs: number;
  /** A session is over this long after sign-in, however active. */
  absoluteTimeoutMs: number;
  /** ADMIN_USERNAME + ADMIN_PASSWORD: created at start when no such user exists. */
  initialAdmin: { username: string; password: string } | undefined;
}

export interface S3Config {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface MediaConfig {
  /** MAX_IMAGE_BYTES: larger uploads are refused with 413. */
  maxImageBytes: number;
  /** S3_*: MinIO/S3 when S3_ENDPOINT is set, else files under DATA_DIR/media. */
  s3: S3Config | undefined;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
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
    .pipe(
      z
        .number()
        .min(min, `must be a whole number between ${min} and ${max}`)
        .max(max, `must be a whole number between ${min} and ${max}`),
    );

/** The spec names no business; example.com is reserved, so the default can never reach anyone. */
const DEFAULT_MAIL_FROM = `${DEFAULT_SENDER_NAME} <hello@example.com>`;

const mailbox = z.string().transform((value, ctx): Mailbox => {
  const parsed = parseMailbox(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'must look like "Name <address@example.com>"' });
    return z.NEVER;
  }
  return parsed;
});

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
  // Read by bookingRulesFromEnv, which reports their problems itself (see loadConfig).
  BOOKING_TIMEZONE: z.string().optional(),
  BOOKING_DAYS: z.string().optional(),
  BOOKING_DAY_START: z.string().optional(),
  BOOKING_DAY_END: z.string().optional(),
  BOOKING_SLOT_MINUTES: z.string().optional(),
  BOOKING_MIN_NOTICE_MINUTES: z.string().optional(),
  BOOKING_MAX_DAYS_AHEAD: z.string().optional(),
  MAIL_FROM: mailbox.prefault(DEFAULT_MAIL_FROM),
  STAFF_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an e-mail address' }))
    .optional(),
  MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name such as example.com')
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^/\s]/, 'must look like smtp://user:pass@host:port or smtps://…')
    .optional(),
  OUTBOX_POLL_MS: integer(100, 600_000).default(5_000),
  OUTBOX_BATCH_SIZE: integer(1, 500).default(10),
  OUTBOX_MAX_ATTEMPTS: integer(1, 100).default(10),
  OUTBOX_RETRY_BASE_MS: integer(100, 86_400_000).default(30_000),
  OUTBOX_RETRY_MAX_MS: integer(100, 86_400_000).default(3_600_000),
  // At least a minute: a lease must outlast the SMTP timeouts (mail/smtpTransport.ts).
  OUTBOX_LEASE_MS: integer(60_000, 86_400_000).default(300_000),
  CONTACT_RATE_LIMIT: integer(1, 100_000).default(5),
  CONTACT_RATE_WINDOW_SECONDS: integer(1, 86_400).default(600),
  SCHEDULE_RATE_LIMIT: integer(1, 100_000).default(5),
  SCHEDULE_RATE_WINDOW_SECONDS: integer(1, 86_400).default(600),
  // Only `production` changes anything: SESSION_SECRET becomes required.
  NODE_ENV: z.string().trim().optional(),
  SESSION_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: flag.default(false),
  SESSION_IDLE_MINUTES: integer(1, 7 * 24 * 60).default(120),
  SESSION_MAX_HOURS: integer(1, 30 * 24).default(12),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.-]{3,50}$/, 'must be 3-50 letters, digits, _ . or -')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: flag.default(true),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as http://minio:9000' })
    .optional(),
  S3_ACCESS_KEY: z.string().trim().optional(),
  S3_SECRET_KEY: z.string().trim().optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name')
    .default('blog-images'),
  S3_REGION: z.string().trim().default('us-east-1'),
  MAX_IMAGE_BYTES: integer(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024),
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

function toConfig(env: Env, booking: BookingRules, cwd: string): Config {
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
    booking,
    mail: {
      from: env.MAIL_FROM,
      staffEmail: env.STAFF_EMAIL ?? env.MAIL_FROM.address,
      domain: env.MAIL_DOMAIN ?? domainOf(env.MAIL_FROM.address),
      smtpUrl: env.SMTP_URL,
    },
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.OUTBOX_RETRY_BASE_MS, env.OUTBOX_RETRY_MAX_MS),
      leaseMs: env.OUTBOX_LEASE_MS,
    },
    contactRateLimit: {
      limit: env.CONTACT_RATE_LIMIT,
      windowMs: env.CONTACT_RATE_WINDOW_SECONDS * 1000,
    },
    scheduleRateLimit: {
      limit: env.SCHEDULE_RATE_LIMIT,
      windowMs: env.SCHEDULE_RATE_WINDOW_SECONDS * 1000,
    },
    auth: toAuthConfig(env),
    media: { maxImageBytes: env.MAX_IMAGE_BYTES, s3: toS3Config(env) },
    seedDemo: env.SEED_DEMO,
  };
}

/** Rules that tie several variables together; each problem names the variable to set. */
function toAuthConfig(env: Env): AuthConfig {
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
    throw new ConfigError([
      'SESSION_SECRET: required when NODE_ENV=production (every replica must sign alike)',
    ]);
  }
  return {
    sessionSecret: env.SESSION_SECRET,
    cookieSecure: env.COOKIE_SECURE,
    idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000,
    absoluteTimeoutMs: env.SESSION_MAX_HOURS * 3_600_000,
    // ADMIN_USERNAME alone (compose's default) creates nobody: there is no password to give it.
    initialAdmin:
      env.ADMIN_PASSWORD === undefined
        ? undefined
        : { username: env.ADMIN_USERNAME ?? 'admin', password: env.ADMIN_PASSWORD },
  };
}

function toS3Config(env: Env): S3Config | undefined {
  if (env.S3_ENDPOINT === undefined) return undefined;
  const missing = (['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(missing.map((name) => `${name}: required when S3_ENDPOINT is set`));
  }
  const url = new URL(env.S3_ENDPOINT);
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname,
    port: url.port === '' ? (useSSL ? 443 : 80) : Number(url.port),
    useSSL,
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
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
  const booking = readBookingRules(present);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const name = issue.path.join('.');
          const raw = present[name];
          const value = raw !== undefined && !SECRET_NAME.test(name) ? ` (got "${raw}")` : '';
          return `${name}: ${issue.message}${value}`;
        })),
    ...(Array.isArray(booking) ? booking : []),
  ];
  if (!parsed.success || Array.isArray(booking)) throw new ConfigError(problems);
  return toConfig(parsed.data, booking, cwd);
}

/**
 * The booking rules keep their own parser (booking/rules.ts); its messages already name the
 * variable and the bad value, so they are only reshaped into the `NAME: problem` form.
 */
function readBookingRules(env: Record<string, string | undefined>): BookingRules | string[] {
  try {
    return bookingRulesFromEnv(env);
  } catch (error) {
    if (!(error instanceof BookingRulesError)) throw error;
    return error.problems.map((problem) => problem.replace(/^(BOOKING_[A-Z_]+) (?!\()/, '$1: '));
  }
}
