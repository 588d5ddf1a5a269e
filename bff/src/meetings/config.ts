import { z } from 'zod';
import { defineSection, integer, invalid, valid } from '../env/section';
import type { RateLimitRule } from '../http/rateLimit';
import { bookingRulesFromEnv, BookingRulesError, type BookingRules } from './rules';

export interface BookingConfig {
  /** BOOKING_*: when visitors may book a meeting (see rules.ts). */
  booking: BookingRules;
  /** Per client IP, on POST /api/calendar/schedule. */
  scheduleRateLimit: RateLimitRule;
  /** How many meetings one person, one address and the whole site may book. */
  bookingCaps: BookingCaps;
  /** The manage link, its cut-off and the reminders. */
  meetings: MeetingsConfig;
}

export interface BookingCaps {
  /** Booked meetings still to come for one attendee address (plus-tags and case folded). */
  upcomingPerEmail: number;
  /** Bookings made from one client address in one business day, cancelled and released included. */
  perAddressPerDay: number;
  /** Bookings the site takes in one business day, from everyone together; cancelled ones free it. */
  perDay: number;
  /** How long a booking to an unverified address waits for confirmation (verification.ts). */
  confirmHoldMs: number;
}

export interface MeetingsConfig {
  /** The site's origin, for the manage link `<siteUrl>/meeting/<token>` in e-mails. */
  siteUrl: string;
  /**
   * The first start's change cut-off (`MEETING_CHANGE_CUTOFF_HOURS`): it seeds the staff's
   * schedule, whose cut-off is the one enforced from then on (meetingTerms.ts).
   */
  changeCutoffMs: number;
  /** The reminder goes this long before the meeting; 0 sends none. */
  reminderLeadMs: number;
  /** How often the reminder job looks for reminders that fell due. */
  reminderPollMs: number;
  /** Moves the visitor may make through the link; then they write to staff (moveLimit.ts). */
  maxVisitorMoves: number;
}

const HOUR_MS = 3_600_000;

/** An http(s) origin: what the manage links in e-mails start with. */
const siteOrigin = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    !/^https?:$/.test(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an http(s) origin such as https://www.example.com (no path, query or #)',
    });
    return z.NEVER;
  }
  return url.origin;
});

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
    BOOKING_MAX_UPCOMING_PER_EMAIL: integer(1, 1_000).default(2),
    BOOKING_MAX_PER_ADDRESS_PER_DAY: integer(1, 100_000).default(3),
    BOOKING_MAX_PER_DAY: integer(1, 100_000).default(20),
    BOOKING_CONFIRM_HOLD_MINUTES: integer(5, 1_440).default(30),
    // The embedded server's own address: a deployment behind a domain sets its own.
    SITE_URL: siteOrigin.prefault('http://127.0.0.1:8080'),
    MEETING_CHANGE_CUTOFF_HOURS: integer(0, 720).default(12),
    MEETING_REMINDER_HOURS: integer(0, 720).default(24),
    MEETING_REMINDER_POLL_MS: integer(1_000, 3_600_000).default(60_000),
    MEETING_MAX_VISITOR_MOVES: integer(0, 100).default(3),
  },
  ({
    SCHEDULE_RATE_LIMIT,
    SCHEDULE_RATE_WINDOW_SECONDS,
    BOOKING_MAX_UPCOMING_PER_EMAIL,
    BOOKING_MAX_PER_ADDRESS_PER_DAY,
    BOOKING_MAX_PER_DAY,
    BOOKING_CONFIRM_HOLD_MINUTES,
    SITE_URL,
    MEETING_CHANGE_CUTOFF_HOURS,
    MEETING_REMINDER_HOURS,
    MEETING_REMINDER_POLL_MS,
    MEETING_MAX_VISITOR_MOVES,
    ...rules
  }) => {
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
      bookingCaps: {
        upcomingPerEmail: BOOKING_MAX_UPCOMING_PER_EMAIL,
        perAddressPerDay: BOOKING_MAX_PER_ADDRESS_PER_DAY,
        perDay: BOOKING_MAX_PER_DAY,
        confirmHoldMs: BOOKING_CONFIRM_HOLD_MINUTES * 60_000,
      },
      meetings: {
        siteUrl: SITE_URL,
        changeCutoffMs: MEETING_CHANGE_CUTOFF_HOURS * HOUR_MS,
        reminderLeadMs: MEETING_REMINDER_HOURS * HOUR_MS,
        reminderPollMs: MEETING_REMINDER_POLL_MS,
        maxVisitorMoves: MEETING_MAX_VISITOR_MOVES,
      },
    });
  },
);
