/**
 * When the firm can be booked, edited by staff under /admin/availability: the business zone, the
 * weekly hours, the closures (holidays, Ramadan hours, retreats) and the booking rules. The BFF
 * keeps one schedule in its database and reads it on every request, so every replica follows an
 * edit at once. Browser-safe: imports nothing but zod and the contract.
 */
import { z } from 'zod';
import { isIanaTimeZone } from './booking';
import { IANA_ZONE_MESSAGE } from './formMessages';
import { ERROR_TEMPLATES } from './errorCodes';
import { API_PREFIX } from './paths';

/** The API's words for a schedule it refuses (400, per field). */
export const AVAILABILITY_MESSAGES = {
  time: ERROR_TEMPLATES['availability.time'],
  reversed: ERROR_TEMPLATES['availability.reversed'],
  overlap: ERROR_TEMPLATES['availability.overlap'],
  date: ERROR_TEMPLATES['field.calendar-date'],
  closureReversed: ERROR_TEMPLATES['availability.closure-reversed'],
  closureTooLong: ERROR_TEMPLATES['availability.closure-too-long'],
  label: ERROR_TEMPLATES['availability.label'],
  bufferTooLong: ERROR_TEMPLATES['availability.buffer-too-long'],
  noticeBeyondWindow: ERROR_TEMPLATES['availability.notice-beyond-window'],
  whole: ERROR_TEMPLATES['availability.whole'],
  weekdays: ERROR_TEMPLATES['availability.weekdays'],
  year: ERROR_TEMPLATES['availability.year'],
} as const;

/** "HH:mm", 00:00-24:00. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, {
  error: AVAILABILITY_MESSAGES.time,
});

/** Minutes after midnight of "HH:mm". */
export function minutesOfClock(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export const timeInterval = z.object({ start: clockTime, end: clockTime });
export type TimeInterval = z.infer<typeof timeInterval>;

/** The intervals of one day: each ends after it starts, none overlaps another. */
const dayIntervals = z
  .array(timeInterval)
  .max(12)
  .superRefine((intervals, ctx) => {
    const spans = intervals.map((i, index) => ({
      index,
      start: minutesOfClock(i.start),
      end: minutesOfClock(i.end),
    }));
    for (const span of spans) {
      if (span.end <= span.start) {
        ctx.addIssue({
          code: 'custom',
          path: [span.index, 'end'],
          message: AVAILABILITY_MESSAGES.reversed,
        });
      }
    }
    const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        ctx.addIssue({
          code: 'custom',
          path: [sorted[i]!.index, 'start'],
          message: AVAILABILITY_MESSAGES.overlap,
        });
      }
    }
  });

const calendarDate = z.iso.date({ error: AVAILABILITY_MESSAGES.date });
const whole = (min: number, max: number) =>
  z
    .number()
    .int({ error: AVAILABILITY_MESSAGES.whole })
    .min(min, { error: AVAILABILITY_MESSAGES.whole })
    .max(max, { error: AVAILABILITY_MESSAGES.whole });
const label = z
  .string()
  .trim()
  .min(1, { error: AVAILABILITY_MESSAGES.label })
  .max(100, { error: AVAILABILITY_MESSAGES.label });

/** PUT body of the business hours. `weekly[0]` is Monday … `weekly[6]` Sunday; none = day off. */
export const businessHours = z.object({
  timeZone: z.string().refine(isIanaTimeZone, { error: IANA_ZONE_MESSAGE }),
  weekly: z.array(dayIntervals).length(7, { error: AVAILABILITY_MESSAGES.weekdays }),
});
export type BusinessHours = z.infer<typeof businessHours>;

/** A closure as staff enter it: whole days from `from` to `to` inclusive, in the business zone. */
export const closureInput = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** null: closed all day; else the custom hours of each of its days (Ramadan 09:00-14:00). */
    hours: dayIntervals.nullable(),
    labelEn: label,
    labelAr: label,
    /** A holiday whose date depends on the moon being sighted. */
    estimated: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.to < c.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: AVAILABILITY_MESSAGES.closureReversed,
      });
    } else if (Date.parse(c.to) - Date.parse(c.from) > 366 * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.closureTooLong });
    }
  });
export type ClosureInput = z.infer<typeof closureInput>;
export interface Closure extends ClosureInput {
  id: string;
}

export const NOTICE_UNITS = ['hours', 'working-days'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];

/** PUT body of the booking rules. */
export const bookingRulesInput = z
  .object({
    meetingMinutes: whole(5, 480),
    bufferBeforeMinutes: whole(0, 1440),
    bufferAfterMinutes: whole(0, 1440),
    slotStepMinutes: whole(5, 480),
    /** Hours may be fractional to the minute (a 90-minute notice is 1.5 hours). */
    minNotice: z.object({
      unit: z.enum(NOTICE_UNITS),
      amount: z
        .number()
        .min(0, { error: AVAILABILITY_MESSAGES.whole })
        .max(720, { error: AVAILABILITY_MESSAGES.whole }),
    }),
    maxDaysAhead: whole(0, 366),
    caps: z.object({
      upcomingPerEmail: whole(1, 1000),
      perAddressPerDay: whole(1, 100_000),
      perDay: whole(1, 100_000),
    }),
    changeCutoffHours: whole(0, 720),
  })
  .superRefine((r, ctx) => {
    if (r.bufferBeforeMinutes + r.meetingMinutes + r.bufferAfterMinutes > 1440) {
      ctx.addIssue({
        code: 'custom',
        path: ['bufferBeforeMinutes'],
        message: AVAILABILITY_MESSAGES.bufferTooLong,
      });
    }
    const noticeDays = r.minNotice.unit === 'hours' ? r.minNotice.amount / 24 : r.minNotice.amount;
    if (noticeDays > r.maxDaysAhead) {
      ctx.addIssue({
        code: 'custom',
        path: ['minNotice', 'amount'],
        message: AVAILABILITY_MESSAGES.noticeBeyondWindow,
      });
    }
  });
export type BookingRulesInput = z.infer<typeof bookingRulesInput>;

/** The whole schedule, as GET answers it and the BFF stores it. */
export interface AvailabilitySchedule extends BusinessHours {
  closures: Closure[];
  rules: BookingRulesInput;
}

/** A booked meeting inside a closure: listed to staff, never moved by the closure. */
export interface CoveredMeeting {
  id: string;
  start: string;
  clientName: string;
  /** The inbox entry of the meeting, where staff open it (null only for a row without one). */
  enquiryId: string | null;
}

/** 200 of GET /api/staff/availability. */
export interface AvailabilityResponse {
  schedule: AvailabilitySchedule;
  /** The booked meetings each closure covers, by closure id (only closures that cover some). */
  coveredMeetings: Record<string, CoveredMeeting[]>;
}

export const HOLIDAY_COUNTRIES = ['AE', 'SA'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];
export const holidaysRequest = z.object({
  country: z.enum(HOLIDAY_COUNTRIES),
  year: z
    .number()
    .int()
    .min(2000, { error: AVAILABILITY_MESSAGES.year })
    .max(2100, { error: AVAILABILITY_MESSAGES.year }),
});
export type HolidaysRequest = z.infer<typeof holidaysRequest>;

export const shiftRequest = z.object({ days: z.union([z.literal(-1), z.literal(1)]) });

/** Why a day of "Next 14 days" offers no slot. */
export type DayUnavailableReason =
  'day-off' | 'closed' | 'fully-booked' | 'within-notice' | 'beyond-window';

export interface DayAvailability {
  date: string;
  freeSlots: number;
  /** Set when `freeSlots` is 0. */
  reason: DayUnavailableReason | null;
  /** The closure's labels when the reason is `closed`. */
  closure: { labelEn: string; labelAr: string; estimated: boolean } | null;
}
/** Why a date offers no slot, as the public booking form says it. */
export type DayUnavailable = Pick<DayAvailability, 'reason' | 'closure'> & {
  reason: DayUnavailableReason;
};

/**
 * 200 of GET /api/calendar/available-slots: the slots (booking.ts), and when there are none, why
 * (the business date asked for is a day off, closed, fully booked, within the notice, or beyond
 * the window), so the booking form can say it in the visitor's language.
 */
export interface AvailableSlotsAnswer {
  slots: { start: string; end: string }[];
  unavailable?: DayUnavailable;
}

/** 200 of GET /api/staff/availability/next-days. */
export interface NextDaysResponse {
  days: DayAvailability[];
}

/**
 * What the public calendar needs of the schedule to draw a month: the weekdays off and the dates
 * closed all day with their labels. Shipped with GET /api/settings and the page state, so the
 * server-rendered month is right before any script or request.
 */
export interface PublicCalendar {
  /** ISO weekdays (Monday = 1 … Sunday = 7) without hours, ascending. */
  daysOff: number[];
  /** Closures closed all day that have not ended yet, earliest first. */
  closed: { from: string; to: string; labelEn: string; labelAr: string; estimated: boolean }[];
}

/** The staff endpoints (the public calendar keeps /api/calendar/*). */
export const AVAILABILITY_ROUTES = {
  availability: '/staff/availability',
  hours: '/staff/availability/hours',
  rules: '/staff/availability/rules',
  closures: '/staff/availability/closures',
  closure: '/staff/availability/closures/:id',
  closureShift: '/staff/availability/closures/:id/shift',
  holidays: '/staff/availability/holidays',
  nextDays: '/staff/availability/next-days',
} as const;

export const AVAILABILITY_PATHS = {
  availability: `${API_PREFIX}${AVAILABILITY_ROUTES.availability}`,
  hours: `${API_PREFIX}${AVAILABILITY_ROUTES.hours}`,
  rules: `${API_PREFIX}${AVAILABILITY_ROUTES.rules}`,
  closures: `${API_PREFIX}${AVAILABILITY_ROUTES.closures}`,
  closure: (id: string) => `${API_PREFIX}/staff/availability/closures/${encodeURIComponent(id)}`,
  closureShift: (id: string) =>
    `${API_PREFIX}/staff/availability/closures/${encodeURIComponent(id)}/shift`,
  holidays: `${API_PREFIX}${AVAILABILITY_ROUTES.holidays}`,
  nextDays: `${API_PREFIX}${AVAILABILITY_ROUTES.nextDays}`,
} as const;

export const AVAILABILITY_QUERY_KEY = ['staff', 'availability'] as const;
