/**
 * The schedule the slot computation works on: which hours each business-local date is open, the
 * meeting length, the grid step, the buffers, the notice and the window. It comes either from the
 * staff's schedule (the database, see bff/src/availability) or from the BOOKING_* rules, which
 * seed that schedule and still describe it until staff edit it: both give the same slots.
 */
import {
  minutesOfClock,
  type AvailabilitySchedule,
  type Closure,
  type TimeInterval,
} from '@app/contract/availability';
import moment from 'moment-timezone';
import { formatMinutesOfDay, type BookingRules } from './rules';

/** Where the booking routes read the schedule in force from, on every request. */
export type ScheduleSource = () => Promise<AvailabilitySchedule>;

/** An open interval of a day, in minutes after business-local midnight. */
export interface MinuteSpan {
  start: number;
  end: number;
}

export type Notice = { unit: 'minutes'; amount: number } | { unit: 'working-days'; amount: number };

export interface SlotSchedule {
  timeZone: string;
  /** Monday first; an empty day is a day off. */
  weekly: readonly (readonly MinuteSpan[])[];
  closures: readonly Closure[];
  meetingMinutes: number;
  stepMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  notice: Notice;
  maxDaysAhead: number;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** Calendar arithmetic on `yyyy-MM-dd` strings; UTC has no daylight saving, so days are days. */
export function addCalendarDays(date: string, days: number): string {
  return moment.utc(date, DATE_FORMAT, true).add(days, 'days').format(DATE_FORMAT);
}

/** ISO weekday of a `yyyy-MM-dd` date, Monday = 1 … Sunday = 7. */
export function isoWeekdayOf(date: string): number {
  return moment.utc(date, DATE_FORMAT, true).isoWeekday();
}

const spansOf = (intervals: readonly TimeInterval[]): MinuteSpan[] =>
  intervals
    .map((i) => ({ start: minutesOfClock(i.start), end: minutesOfClock(i.end) }))
    .sort((a, b) => a.start - b.start);

/** The staff's schedule as the slot computation reads it. */
export function slotScheduleOf(schedule: AvailabilitySchedule): SlotSchedule {
  const { rules } = schedule;
  return {
    timeZone: schedule.timeZone,
    weekly: schedule.weekly.map(spansOf),
    closures: schedule.closures,
    meetingMinutes: rules.meetingMinutes,
    stepMinutes: rules.slotStepMinutes,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    notice:
      rules.minNotice.unit === 'hours'
        ? { unit: 'minutes', amount: Math.round(rules.minNotice.amount * 60) }
        : { unit: 'working-days', amount: Math.floor(rules.minNotice.amount) },
    maxDaysAhead: rules.maxDaysAhead,
  };
}

/** The BOOKING_* rules as a schedule: one interval on each working day, no closure, no buffer. */
export function slotScheduleOfRules(rules: BookingRules): SlotSchedule {
  const day = [{ start: rules.dayStartMinutes, end: rules.dayEndMinutes }];
  return {
    timeZone: rules.timeZone,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((d) => (rules.workingDays.some((w) => w === d) ? day : [])),
    closures: [],
    meetingMinutes: rules.slotMinutes,
    stepMinutes: rules.slotMinutes,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    notice: { unit: 'minutes', amount: rules.minNoticeMinutes },
    maxDaysAhead: rules.maxDaysAhead,
  };
}

/** What the slot functions accept: the staff's schedule, the BOOKING_* rules, or either prepared. */
export type ScheduleLike = SlotSchedule | AvailabilitySchedule | BookingRules;

export function toSlotSchedule(x: ScheduleLike): SlotSchedule {
  if ('stepMinutes' in x) return x;
  if ('rules' in x) return slotScheduleOf(x);
  return slotScheduleOfRules(x);
}

/** The closure that covers a business-local date, the latest entered winning. */
export function closureOn(date: string, schedule: SlotSchedule): Closure | null {
  for (let i = schedule.closures.length - 1; i >= 0; i--) {
    const c = schedule.closures[i]!;
    if (c.from <= date && date <= c.to) return c;
  }
  return null;
}

/** The open hours of a business-local date: a closure's (custom or none) before the weekday's. */
export function openSpans(date: string, schedule: SlotSchedule): readonly MinuteSpan[] {
  const closure = closureOn(date, schedule);
  if (closure !== null) return closure.hours === null ? [] : spansOf(closure.hours);
  return schedule.weekly[isoWeekdayOf(date) - 1] ?? [];
}

/**
 * The first date a meeting may fall on under a notice in working days: the `amount`-th working
 * date after `today` (today itself never counts). Working dates are the firm's own: weekdays with
 * hours, minus the dates a closure shuts all day. Null when none comes within a year.
 */
export function earliestWorkingDate(
  today: string,
  amount: number,
  schedule: SlotSchedule,
): string | null {
  if (amount <= 0) return today;
  let date = today;
  for (let seen = 0, i = 0; i < 400; i++) {
    date = addCalendarDays(date, 1);
    if (openSpans(date, schedule).length > 0) seen += 1;
    if (seen === amount) return date;
  }
  return null;
}

/** The earliest start and latest end over the week, for the "outside hours" message. */
export function weekHours(schedule: SlotSchedule): { dayStart: string; dayEnd: string } {
  const spans = schedule.weekly.flat();
  if (spans.length === 0) return { dayStart: '00:00', dayEnd: '00:00' };
  return {
    dayStart: formatMinutesOfDay(Math.min(...spans.map((s) => s.start))),
    dayEnd: formatMinutesOfDay(Math.max(...spans.map((s) => s.end))),
  };
}
