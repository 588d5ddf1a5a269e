/**
 * Booking rules: when visitors may book a meeting with the business.
 *
 * Every rule has a default that matches how the business works and may be overridden by an
 * environment variable (an empty variable counts as unset, so `BOOKING_DAYS=` in a compose file
 * keeps the default):
 *
 * | variable                   | default      | meaning                                              |
 * |----------------------------|--------------|------------------------------------------------------|
 * | BOOKING_TIMEZONE           | Asia/Dubai   | IANA zone in which the business hours are kept       |
 * | BOOKING_DAYS               | 1-6          | ISO weekdays (Monday=1 … Sunday=7) open for meetings; |
 * |                            |              | ranges and lists, e.g. "1-5", "1-5,7", "1,3,5"      |
 * | BOOKING_DAY_START          | 09:00        | first meeting starts at this business-local time     |
 * | BOOKING_DAY_END            | 18:00        | last meeting ends at or before this time ("24:00" ok) |
 * | BOOKING_SLOT_MINUTES       | 30           | meeting length, and the grid step from the day start |
 * | BOOKING_MIN_NOTICE_MINUTES | 120          | a meeting must start at least this long after now    |
 * | BOOKING_MAX_DAYS_AHEAD     | 60           | last bookable business date = today + this many days |
 *
 * The window rule: a slot is bookable when its business-local date is on or before the
 * business-local date of `now` plus BOOKING_MAX_DAYS_AHEAD calendar days. The whole last day is
 * bookable, because the calendar shows whole days and a day that is half open depending on the
 * hour of the visit would look broken.
 */
import moment from 'moment-timezone';
import { z } from 'zod';

/** ISO weekday, Monday = 1 … Sunday = 7 (moment's `isoWeekday()`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface BookingRules {
  /** IANA zone of the business; all hours below are wall-clock times in this zone. */
  readonly timeZone: string;
  /** Weekdays open for meetings, ascending, without duplicates. */
  readonly workingDays: readonly IsoWeekday[];
  /** Start of the bookable day, in minutes after business-local midnight. */
  readonly dayStartMinutes: number;
  /** End of the bookable day, in minutes after business-local midnight (1440 = midnight). */
  readonly dayEndMinutes: number;
  /** Meeting length; slots also start every `slotMinutes` from the day start. */
  readonly slotMinutes: number;
  /** Minimum time between now and the start of a meeting. */
  readonly minNoticeMinutes: number;
  /** How many calendar days after today's business date are still bookable (inclusive). */
  readonly maxDaysAhead: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = Object.freeze({
  timeZone: 'Asia/Dubai',
  workingDays: Object.freeze([1, 2, 3, 4, 5, 6] as const),
  dayStartMinutes: 9 * 60,
  dayEndMinutes: 18 * 60,
  slotMinutes: 30,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
});

/** Thrown by `bookingRulesFromEnv` with every bad variable named in the message. */
export class BookingRulesError extends Error {
  override readonly name = 'BookingRulesError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid booking configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** Formats minutes after midnight as "HH:mm" (1440 -> "24:00"), for messages and templates. */
export function formatMinutesOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const blankToUndefined = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

const envInt = (name: string, fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, { error: `${name} must be a whole number` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `${name} must be at least ${min}` })
          .max(max, { error: `${name} must be at most ${max}` }),
      )
      .optional()
      .transform((v) => v ?? fallback),
  );

const envTime = (name: string, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, {
        error: (issue) => `${name} must be a time like 09:00 (got "${String(issue.input)}")`,
      })
      .transform((s) => {
        const [h = '0', m = '0'] = s.split(':');
        return Number(h) * 60 + Number(m);
      })
      .optional()
      .transform((v) => v ?? fallback),
  );

/** Parses "1-6", "1,3,5" or "1-5,7" into sorted unique ISO weekdays, or null if malformed. */
function parseWeekdays(spec: string): IsoWeekday[] | null {
  const days = new Set<IsoWeekday>();
  for (const part of spec.split(',')) {
    const match = /^\s*([1-7])\s*(?:-\s*([1-7])\s*)?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (to < from) return null;
    for (let d = from; d <= to; d++) days.add(d as IsoWeekday);
  }
  return [...days].sort((a, b) => a - b);
}

const envSchema = z
  .object({
    BOOKING_TIMEZONE: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .refine((tz) => moment.tz.zone(tz) !== null, {
          error: (issue) =>
            `BOOKING_TIMEZONE must be an IANA time zone such as Asia/Dubai (got "${String(issue.input)}")`,
        })
        // moment accepts any letter case; keep the canonical spelling for display.
        .transform((tz) => moment.tz.zone(tz)?.name ?? tz)
        .optional()
        .transform((v) => v ?? DEFAULT_BOOKING_RULES.timeZone),
    ),
    BOOKING_DAYS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((spec, ctx) => {
          const days = parseWeekdays(spec);
          if (days === null) {
            ctx.addIssue({
              code: 'custom',
              message: `BOOKING_DAYS must list ISO weekdays 1-7 (Monday=1) as ranges or a list, e.g. "1-6" or "1-5,7" (got "${spec}")`,
            });
            return z.NEVER;
          }
          return days;
        })
        .optional()
        .transform((v): readonly IsoWeekday[] => v ?? DEFAULT_BOOKING_RULES.workingDays),
    ),
    BOOKING_DAY_START: envTime('BOOKING_DAY_START', DEFAULT_BOOKING_RULES.dayStartMinutes),
    BOOKING_DAY_END: envTime('BOOKING_DAY_END', DEFAULT_BOOKING_RULES.dayEndMinutes),
    BOOKING_SLOT_MINUTES: envInt('BOOKING_SLOT_MINUTES', DEFAULT_BOOKING_RULES.slotMinutes, 5, 480),
    BOOKING_MIN_NOTICE_MINUTES: envInt(
      'BOOKING_MIN_NOTICE_MINUTES',
      DEFAULT_BOOKING_RULES.minNoticeMinutes,
      0,
      60 * 24 * 30,
    ),
    BOOKING_MAX_DAYS_AHEAD: envInt(
      'BOOKING_MAX_DAYS_AHEAD',
      DEFAULT_BOOKING_RULES.maxDaysAhead,
      0,
      366,
    ),
  })
  .superRefine((env, ctx) => {
    if (env.BOOKING_DAY_END - env.BOOKING_DAY_START < env.BOOKING_SLOT_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['BOOKING_DAY_END'],
        message: `BOOKING_DAY_END (${formatMinutesOfDay(env.BOOKING_DAY_END)}) must be at least BOOKING_SLOT_MINUTES (${env.BOOKING_SLOT_MINUTES}) after BOOKING_DAY_START (${formatMinutesOfDay(env.BOOKING_DAY_START)})`,
      });
    }
  });

/**
 * Reads the booking rules from the environment (pass `process.env`), falling back to the defaults.
 * @throws BookingRulesError naming every invalid variable, so a bad deployment fails at start-up.
 */
export function bookingRulesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): BookingRules {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new BookingRulesError(parsed.error.issues.map((issue) => issue.message));
  }
  const e = parsed.data;
  return Object.freeze({
    timeZone: e.BOOKING_TIMEZONE,
    workingDays: Object.freeze([...e.BOOKING_DAYS]),
    dayStartMinutes: e.BOOKING_DAY_START,
    dayEndMinutes: e.BOOKING_DAY_END,
    slotMinutes: e.BOOKING_SLOT_MINUTES,
    minNoticeMinutes: e.BOOKING_MIN_NOTICE_MINUTES,
    maxDaysAhead: e.BOOKING_MAX_DAYS_AHEAD,
  });
}
