import { z } from 'zod';
import { defineSection, integer, invalid, valid } from '../env/section';
import type { RateLimitRule } from '../http/rateLimit';
import { bookingRulesFromEnv, BookingRulesError, type BookingRules } from './rules';

export interface BookingConfig {
  /** BOOKING_*: when visitors may book a meeting (see rules.ts). */
  booking: BookingRules;
  /** Per client IP, on POST /api/calendar/schedule. */
  scheduleRateLimit: RateLimitRule;
}

export const bookingConfig = defineSection(
  {
    // Declared so that they reach `build`; bookingRulesFromEnv parses them with its own rules.
    BOOKING_TIMEZONE: z.string().optional(),
    BOOKING_DAYS: z.string().optional(),
    BOOKING_DAY_START: z.string().optional(),
    BOOKING_DAY_END: z.string().optional(),
    BOOKING_SLOT_MINUTES: z.string().optional(),
    BOOKING_MIN_NOTICE_MINUTES: z.string().optional(),
    BOOKING_MAX_DAYS_AHEAD: z.string().optional(),
    SCHEDULE_RATE_LIMIT: integer(1, 100_000).default(5),
    SCHEDULE_RATE_WINDOW_SECONDS: integer(1, 86_400).default(600),
  },
  ({ SCHEDULE_RATE_LIMIT, SCHEDULE_RATE_WINDOW_SECONDS, ...rules }) => {
    let booking: BookingRules;
    try {
      booking = bookingRulesFromEnv(rules);
    } catch (error) {
      if (!(error instanceof BookingRulesError)) throw error;
      // The rules' messages already name the variable and the bad value; only the form changes.
      return invalid(
        error.problems.map((problem) => problem.replace(/^(BOOKING_[A-Z_]+) (?!\()/, '$1: ')),
      );
    }
    return valid<BookingConfig>({
      booking,
      scheduleRateLimit: {
        limit: SCHEDULE_RATE_LIMIT,
        windowMs: SCHEDULE_RATE_WINDOW_SECONDS * 1000,
      },
    });
  },
);
