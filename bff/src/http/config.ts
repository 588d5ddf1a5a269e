import { z } from 'zod';
import { defineSection, flag, integer, valid } from '../env/section';

export interface HttpConfig {
  port: number;
  host: string;
  /** TRUST_PROXY: the scheme, host and client address come from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** How long a shutdown lets in-flight requests finish before cutting them. */
  shutdownTimeoutMs: number;
}

export const httpConfig = defineSection(
  {
    PORT: integer(0, 65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: flag.default(false),
    SHUTDOWN_TIMEOUT_MS: integer(0, 600_000).default(10_000),
  },
  (env) =>
    valid<HttpConfig>({
      port: env.PORT,
      host: env.HOST,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    }),
);
