/**
 * Meeting slots: which times a visitor may book, and whether a requested time is bookable.
 *
 * Pure functions: the clock comes in as `now`, the booked meetings as data. All business-hour
 * arithmetic is done on wall-clock times in the business zone with moment-timezone, never by
 * adding fixed 24-hour offsets, so zones with daylight saving (the visitor's, or a business
 * zone other than Asia/Dubai) come out right.
 *
 * A slot is a business-local wall-clock time `dayStart + k * slotMinutes` on a working day whose
 * meeting (`slotMinutes` of real time) ends at or before the day end. On a daylight-saving day a
 * wall-clock time that does not exist is no slot, and a wall-clock time that happens twice is a
 * slot only at its first occurrence.
 */
import type { Refusal } from '@app/contract/errorCodes';
import moment from 'moment-timezone';
import { formatMinutesOfDay, type BookingRules } from './rules';

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

/** Calendar arithmetic on `yyyy-MM-dd` strings; UTC has no daylight saving, so days are days. */
function addCalendarDays(date: string, days: number): string {
  return moment.utc(date, DATE_FORMAT, true).add(days, 'days').format(DATE_FORMAT);
}

function localDate(ms: number, tz: string): string {
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

interface Span {
  start: number;
  end: number;
}

/** The grid of one business-local date as if it were a working day. */
function gridOfDate(date: string, rules: BookingRules): Span[] {
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const dayEnd = wallClock(date, rules.dayEndMinutes, rules.timeZone).ms;
  const grid: Span[] = [];
  for (let m = rules.dayStartMinutes; m < rules.dayEndMinutes; m += rules.slotMinutes) {
    const start = wallClock(date, m, rules.timeZone);
    if (!start.exists) continue;
    if (start.ms + slotMs > dayEnd) break;
    grid.push({ start: start.ms, end: start.ms + slotMs });
  }
  return grid;
}

function isWorkingDay(date: string, rules: BookingRules): boolean {
  const weekday = moment.utc(date, DATE_FORMAT, true).isoWeekday();
  return rules.workingDays.some((d) => d === weekday);
}

type TimingProblem = 'past' | 'too-soon' | 'too-far';

/** Why a slot starting at `startMs` cannot be booked at `now`, or null when the timing is fine. */
function timingProblem(startMs: number, now: Date, rules: BookingRules): TimingProblem | null {
  const nowMs = now.getTime();
  if (startMs < nowMs) return 'past';
  if (startMs < nowMs + rules.minNoticeMinutes * MINUTE_MS) return 'too-soon';
  // The window is counted in business calendar days; see the rule in rules.ts.
  const lastBookableDate = addCalendarDays(localDate(nowMs, rules.timeZone), rules.maxDaysAhead);
  if (localDate(startMs, rules.timeZone) > lastBookableDate) return 'too-far';
  return null;
}

export interface AvailableSlotsInput {
  /** `yyyy-MM-dd`: a business-local date, or the visitor's local date when `tz` is given. */
  date: string;
  /** The visitor's IANA zone. The answer then holds every slot starting within that local day. */
  tz?: string;
  now: Date;
  rules: BookingRules;
  booked: readonly BookedMeeting[];
}

/**
 * The slots a visitor may book on `date`, earliest first. Leaves out days off, past slots, slots
 * within the notice period, slots beyond the booking window and slots overlapping a booked meeting.
 * @throws BookingInputError for a malformed date or an unknown time zone.
 */
export function availableSlots({ date, tz, now, rules, booked }: AvailableSlotsInput): Slot[] {
  parseDateParam(date);
  let candidates: Span[];
  if (tz === undefined) {
    candidates = isWorkingDay(date, rules) ? gridOfDate(date, rules) : [];
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
    const lastBusinessDate = localDate(to - 1, rules.timeZone);
    candidates = [];
    for (
      let d = localDate(from, rules.timeZone);
      d <= lastBusinessDate;
      d = addCalendarDays(d, 1)
    ) {
      if (!isWorkingDay(d, rules)) continue;
      candidates.push(...gridOfDate(d, rules).filter((s) => s.start >= from && s.start < to));
    }
  }

  const slotMs = rules.slotMinutes * MINUTE_MS;
  const taken = booked.map((b) => ({
    start: b.start.getTime(),
    end: (b.end ?? new Date(b.start.getTime() + slotMs)).getTime(),
  }));
  return candidates
    .filter((s) => timingProblem(s.start, now, rules) === null)
    .filter((s) => !taken.some((b) => b.start < s.end && s.start < b.end))
    .map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
}

export type SlotRejectionReason =
  'not-on-grid' | 'wrong-length' | 'outside-hours' | 'day-off' | 'past' | 'too-soon' | 'too-far';

export type SlotCheck = { ok: true } | { ok: false; reason: SlotRejectionReason };

export interface CheckSlotInput {
  start: Date;
  end: Date;
  now: Date;
  rules: BookingRules;
}

/**
 * Re-checks a requested meeting against the rules (the client's slot list may be stale or forged).
 * Whether the slot is already booked is left to the database's unique key.
 */
export function checkSlot({ start, end, now, rules }: CheckSlotInput): SlotCheck {
  const startMs = start.getTime();
  const endMs = end.getTime();
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return { ok: false, reason: 'not-on-grid' };
  if (endMs - startMs !== rules.slotMinutes * MINUTE_MS) {
    return { ok: false, reason: 'wrong-length' };
  }
  const local = moment.tz(startMs, rules.timeZone);
  const date = local.format(DATE_FORMAT);
  if (!isWorkingDay(date, rules)) return { ok: false, reason: 'day-off' };
  const minutes = local.hours() * 60 + local.minutes();
  const dayEnd = wallClock(date, rules.dayEndMinutes, rules.timeZone).ms;
  if (minutes < rules.dayStartMinutes || endMs > dayEnd) {
    return { ok: false, reason: 'outside-hours' };
  }
  const onGrid =
    (minutes - rules.dayStartMinutes) % rules.slotMinutes === 0 &&
    local.seconds() === 0 &&
    local.milliseconds() === 0 &&
    // The second pass through a repeated hour is no slot (see wallClock).
    wallClock(date, minutes, rules.timeZone).ms === startMs;
  if (!onGrid) return { ok: false, reason: 'not-on-grid' };
  const problem = timingProblem(startMs, now, rules);
  return problem === null ? { ok: true } : { ok: false, reason: problem };
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "2 hours' notice", "1 hour's notice", "90 minutes' notice". */
function formatNotice(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes' notice`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour's notice" : `${hours} hours' notice`;
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What to tell the visitor for each rejection (the 400 answer of POST /api/calendar/schedule). */
export function slotRejectionMessages(
  rules: BookingRules,
): Readonly<Record<SlotRejectionReason, Refusal>> {
  const start = formatMinutesOfDay(rules.dayStartMinutes);
  const end = formatMinutesOfDay(rules.dayEndMinutes);
  const offDays = WEEKDAY_NAMES.filter((_, i) => !rules.workingDays.some((d) => d === i + 1));
  return {
    'not-on-grid': {
      code: 'booking.slot-not-on-grid',
      params: { slotMinutes: rules.slotMinutes, dayStart: start },
    },
    'wrong-length': {
      code: 'booking.slot-wrong-length',
      params: { slotMinutes: rules.slotMinutes },
    },
    'outside-hours': {
      code: 'booking.slot-outside-hours',
      params: { dayStart: start, dayEnd: end, timeZone: rules.timeZone },
    },
    'day-off':
      offDays.length === 1
        ? { code: 'booking.slot-day-off', params: { day: offDays[0]! } }
        : { code: 'booking.slot-days-off', params: { days: joinWithAnd(offDays) } },
    past: { code: 'booking.slot-past' },
    'too-soon': {
      code: 'booking.slot-too-soon',
      params: { notice: formatNotice(rules.minNoticeMinutes) },
    },
    'too-far': { code: 'booking.slot-too-far', params: { maxDaysAhead: rules.maxDaysAhead } },
  };
}
