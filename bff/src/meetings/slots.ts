/**
 * Meeting slots: which times a visitor may book, and whether a requested time is bookable.
 *
 * Pure functions: the clock comes in as `now`, the booked meetings as data. All business-hour
 * arithmetic is done on wall-clock times in the business zone with moment-timezone, never by
 * adding fixed 24-hour offsets, so zones with daylight saving (the visitor's, or a business
 * zone other than Asia/Dubai) come out right.
 *
 * A slot is a business-local wall-clock time `intervalStart + k * step` inside one open interval
 * of a date (the weekday's hours, or a closure's custom hours) whose meeting (`meetingMinutes` of
 * real time) ends at or before the interval's end. On a daylight-saving day a wall-clock time that
 * does not exist is no slot, and a wall-clock time that happens twice is a slot only at its first
 * occurrence. A slot is free when the meeting with its buffers (before and after) overlaps no
 * booked meeting with its buffers.
 */
import type { Refusal } from '@app/contract/errorCodes';
import moment from 'moment-timezone';
import {
  addCalendarDays,
  earliestWorkingDate,
  openSpans,
  closureOn,
  toSlotSchedule,
  type ScheduleLike,
  type SlotSchedule,
} from './slotSchedule';

/** One bookable meeting, as ISO-8601 UTC instants (`Date#toISOString()`). */
export interface Slot {
  start: string;
  end: string;
}

/** A meeting already taken. Without `end` it is taken to last one slot. */
export interface BookedMeeting {
  start: Date;
  end?: Date;
}

export type BookingInputErrorCode = 'invalid-date' | 'invalid-time-zone';

/** Bad visitor input (answer 400), as opposed to a bug. */
export class BookingInputError extends Error {
  override readonly name = 'BookingInputError';
  constructor(
    readonly code: BookingInputErrorCode,
    message: string,
    readonly refusal: Refusal,
  ) {
    super(message);
  }
}

const DATE_FORMAT = 'YYYY-MM-DD';
const MINUTE_MS = 60_000;

/**
 * Accepts only a real calendar date written `yyyy-MM-dd` and returns it unchanged.
 * @throws BookingInputError `invalid-date` for '2026-02-30', '2026-1-5', 'abc' and the like.
 */
export function parseDateParam(s: string): string {
  // moment's strict mode still accepts a few oddities, so the shape is pinned first.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || !moment.utc(s, DATE_FORMAT, true).isValid()) {
    throw new BookingInputError(
      'invalid-date',
      `Invalid date "${s}": expected a calendar date as yyyy-MM-dd`,
      { code: 'booking.invalid-date', params: { date: s } },
    );
  }
  return s;
}

/** True for a time-zone name moment-timezone knows (IANA names and their aliases). */
export function isValidTimeZone(tz: string): boolean {
  return tz !== '' && moment.tz.zone(tz) !== null;
}

export function localDate(ms: number, tz: string): string {
  return moment.tz(ms, tz).format(DATE_FORMAT);
}

/**
 * The instant at which a business-local wall clock shows `minutes` after midnight of `date`.
 * `exists` is false inside a daylight-saving gap, where moment moves the time forward.
 */
function wallClock(date: string, minutes: number, tz: string): { ms: number; exists: boolean } {
  const day = minutes >= 1440 ? addCalendarDays(date, Math.floor(minutes / 1440)) : date;
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const hour = Math.floor((minutes % 1440) / 60);
  const minute = minutes % 60;
  // An object is much cheaper for moment than a string parsed against a format. A wall-clock
  // time that happens twice (clocks going back) resolves to its first occurrence.
  const m = moment.tz({ year, month: month - 1, date: dayOfMonth, hour, minute }, tz);
  return { ms: m.valueOf(), exists: m.hours() === hour && m.minutes() === minute };
}

export interface Span {
  start: number;
  end: number;
}

/** The grid of one business-local date: every slot of its open intervals, booked or not. */
export function gridOfDate(date: string, schedule: SlotSchedule): Span[] {
  const meetingMs = schedule.meetingMinutes * MINUTE_MS;
  const grid: Span[] = [];
  for (const open of openSpans(date, schedule)) {
    const end = wallClock(date, open.end, schedule.timeZone).ms;
    for (let m = open.start; m < open.end; m += schedule.stepMinutes) {
      const start = wallClock(date, m, schedule.timeZone);
      if (!start.exists) continue;
      if (start.ms + meetingMs > end) break;
      grid.push({ start: start.ms, end: start.ms + meetingMs });
    }
  }
  return grid;
}

export type TimingProblem = 'past' | 'too-soon' | 'too-far';

/** Why a slot starting at `startMs` cannot be booked at `now`, or null when the timing is fine. */
export function timingProblem(
  startMs: number,
  now: Date,
  schedule: SlotSchedule,
): TimingProblem | null {
  const nowMs = now.getTime();
  if (startMs < nowMs) return 'past';
  const today = localDate(nowMs, schedule.timeZone);
  const date = localDate(startMs, schedule.timeZone);
  const { notice } = schedule;
  if (notice.unit === 'minutes') {
    if (startMs < nowMs + notice.amount * MINUTE_MS) return 'too-soon';
  } else {
    const earliest = earliestWorkingDate(today, notice.amount, schedule);
    if (earliest === null || date < earliest) return 'too-soon';
  }
  // The window is counted in business calendar days; see the rule in rules.ts.
  if (date > addCalendarDays(today, schedule.maxDaysAhead)) return 'too-far';
  return null;
}

/** The real time a meeting keeps from others: itself and its buffers. */
function withBuffers(span: Span, schedule: SlotSchedule): Span {
  return {
    start: span.start - schedule.bufferBeforeMinutes * MINUTE_MS,
    end: span.end + schedule.bufferAfterMinutes * MINUTE_MS,
  };
}

/** Whether a meeting at `span` would overlap a booked one, buffers of both included. */
export function clashesWithBooked(
  span: Span,
  booked: readonly BookedMeeting[],
  schedule: SlotSchedule,
): boolean {
  const mine = withBuffers(span, schedule);
  const lengthMs = schedule.meetingMinutes * MINUTE_MS;
  return booked.some((b) => {
    const start = b.start.getTime();
    const theirs = withBuffers({ start, end: b.end?.getTime() ?? start + lengthMs }, schedule);
    return theirs.start < mine.end && mine.start < theirs.end;
  });
}

export interface AvailableSlotsInput {
  /** `yyyy-MM-dd`: a business-local date, or the visitor's local date when `tz` is given. */
  date: string;
  /** The visitor's IANA zone. The answer then holds every slot starting within that local day. */
  tz?: string;
  now: Date;
  rules: ScheduleLike;
  booked: readonly BookedMeeting[];
}

/**
 * The slots a visitor may book on `date`, earliest first. Leaves out days off, past slots, slots
 * within the notice period, slots beyond the booking window and slots overlapping a booked meeting.
 * @throws BookingInputError for a malformed date or an unknown time zone.
 */
export function availableSlots({ date, tz, now, rules, booked }: AvailableSlotsInput): Slot[] {
  parseDateParam(date);
  const schedule = toSlotSchedule(rules);
  let candidates: Span[];
  if (tz === undefined) {
    candidates = gridOfDate(date, schedule);
  } else {
    if (!isValidTimeZone(tz)) {
      throw new BookingInputError('invalid-time-zone', `Unknown time zone "${tz}"`, {
        code: 'booking.unknown-time-zone',
        params: { timeZone: tz },
      });
    }
    // The visitor's day runs from their midnight to their next midnight: 23 or 25 hours on a
    // daylight-saving day, and it may overlap more than one business date.
    const from = moment.tz(date, DATE_FORMAT, true, tz).valueOf();
    const to = moment.tz(addCalendarDays(date, 1), DATE_FORMAT, true, tz).valueOf();
    const lastBusinessDate = localDate(to - 1, schedule.timeZone);
    candidates = [];
    for (
      let d = localDate(from, schedule.timeZone);
      d <= lastBusinessDate;
      d = addCalendarDays(d, 1)
    ) {
      candidates.push(...gridOfDate(d, schedule).filter((s) => s.start >= from && s.start < to));
    }
  }

  return candidates
    .filter((s) => timingProblem(s.start, now, schedule) === null)
    .filter((s) => !clashesWithBooked(s, booked, schedule))
    .map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
}

export type SlotRejectionReason =
  | 'not-on-grid'
  | 'wrong-length'
  | 'outside-hours'
  | 'day-off'
  | 'closed'
  | 'buffer'
  | 'past'
  | 'too-soon'
  | 'too-far';

export type SlotCheck = { ok: true } | { ok: false; reason: SlotRejectionReason };

export interface CheckSlotInput {
  start: Date;
  end: Date;
  now: Date;
  rules: ScheduleLike;
  /** Meetings around the requested one, for the buffers; the unique key still decides the rest. */
  booked?: readonly BookedMeeting[];
}

/**
 * Re-checks a requested meeting against the rules (the client's slot list may be stale or forged).
 * Whether the very slot is already booked is left to the database's unique key.
 */
export function checkSlot({ start, end, now, rules, booked = [] }: CheckSlotInput): SlotCheck {
  const schedule = toSlotSchedule(rules);
  const startMs = start.getTime();
  const endMs = end.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return { ok: false, reason: 'not-on-grid' };
  if (endMs - startMs !== schedule.meetingMinutes * MINUTE_MS) {
    return { ok: false, reason: 'wrong-length' };
  }
  const local = moment.tz(startMs, schedule.timeZone);
  const date = local.format(DATE_FORMAT);
  const spans = openSpans(date, schedule);
  if (spans.length === 0) {
    return { ok: false, reason: closureOn(date, schedule) === null ? 'day-off' : 'closed' };
  }
  const minutes = local.hours() * 60 + local.minutes();
  const open = spans.find(
    (s) =>
      minutes >= s.start &&
      minutes < s.end &&
      endMs <= wallClock(date, s.end, schedule.timeZone).ms,
  );
  if (open === undefined) return { ok: false, reason: 'outside-hours' };
  const onGrid =
    (minutes - open.start) % schedule.stepMinutes === 0 &&
    local.seconds() === 0 &&
    local.milliseconds() === 0 &&
    // The second pass through a repeated hour is no slot (see wallClock).
    wallClock(date, minutes, schedule.timeZone).ms === startMs;
  if (!onGrid) return { ok: false, reason: 'not-on-grid' };
  const problem = timingProblem(startMs, now, schedule);
  if (problem !== null) return { ok: false, reason: problem };
  const span = { start: startMs, end: endMs };
  // A meeting at this very start is the unique key's to refuse (409), not a buffer's (400).
  const others = booked.filter((b) => b.start.getTime() !== startMs);
  return clashesWithBooked(span, others, schedule) ? { ok: false, reason: 'buffer' } : { ok: true };
}
