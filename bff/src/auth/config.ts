import { z } from 'zod';
import { defineSection, flag, integer, invalid, valid } from '../env/section';

export interface AuthConfig {
  /** SESSION_SECRET; undefined outside production, where sessionSecret.ts keeps one. */
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

export const authConfig = defineSection(
  {
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
  },
  (env) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
      return invalid([
        'SESSION_SECRET: required when NODE_ENV=production (every replica must sign alike)',
      ]);
    }
    return valid<{ auth: AuthConfig }>({
      auth: {
        sessionSecret: env.SESSION_SECRET,
        cookieSecure: env.COOKIE_SECURE,
        idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000,
        absoluteTimeoutMs: env.SESSION_MAX_HOURS * 3_600_000,
        // ADMIN_USERNAME alone (compose's default) creates nobody: there is no password to give it.
        initialAdmin:
          env.ADMIN_PASSWORD === undefined
            ? undefined
            : { username: env.ADMIN_USERNAME ?? 'admin', password: env.ADMIN_PASSWORD },
      },
    });
  },
);
