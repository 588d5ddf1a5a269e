import { defineSection, integer, valid } from '../env/section';
import type { RateLimitRule } from '../http/rateLimit';

export interface ContactConfig {
  /** Per client IP, on POST /api/contact. */
  contactRateLimit: RateLimitRule;
}

export const contactConfig = defineSection(
  {
    CONTACT_RATE_LIMIT: integer(1, 100_000).default(5),
    CONTACT_RATE_WINDOW_SECONDS: integer(1, 86_400).default(600),
  },
  (env) =>
    valid<ContactConfig>({
      contactRateLimit: {
        limit: env.CONTACT_RATE_LIMIT,
        windowMs: env.CONTACT_RATE_WINDOW_SECONDS * 1000,
      },
    }),
);
