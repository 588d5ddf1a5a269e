/**
 * "Next 14 days": each business date from today with its number of free slots, or why it has none,
 * computed by the same functions as the public calendar, so staff see what visitors see.
 */
import type {
  AvailabilitySchedule,
  DayAvailability,
  DayUnavailable,
  DayUnavailableReason,
} from '@app/contract/availability';
import {
  clashesWithBooked,
  gridOfDate,
  localDate,
  timingProblem,
  type BookedMeeting,
} from '../meetings/slots';
import {
  addCalendarDays,
  closureOn,
  slotScheduleOf,
  type SlotSchedule,
} from '../meetings/slotSchedule';

export const NEXT_DAYS = 14;

const DAY_MS = 86_400_000;

/** Wide enough around the days for any zone and any buffer, for reading the booked meetings. */
export function nextDaysSpan(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - 2 * DAY_MS),
    to: new Date(now.getTime() + (NEXT_DAYS + 2) * DAY_MS),
  };
}

/** The free slots of one business date, or why it has none. */
export function dayAvailability(
  date: string,
  slots: SlotSchedule,
  now: Date,
  booked: readonly BookedMeeting[],
): DayAvailability {
  const found = closureOn(date, slots);
  const closure =
    found === null
      ? null
      : { labelEn: found.labelEn, labelAr: found.labelAr, estimated: found.estimated };
  const grid = gridOfDate(date, slots);
  let reason: DayUnavailableReason | null = null;
  let freeSlots = 0;
  if (grid.length === 0) {
    reason = closure === null ? 'day-off' : 'closed';
  } else {
    const problems = grid.map((s) => timingProblem(s.start, now, slots));
    const timely = grid.filter((_, k) => problems[k] === null);
    freeSlots = timely.filter((s) => !clashesWithBooked(s, booked, slots)).length;
    if (timely.length === 0) {
      reason = problems.includes('too-far') ? 'beyond-window' : 'within-notice';
    } else if (freeSlots === 0) {
      reason = 'fully-booked';
    }
  }
  return { date, freeSlots, reason, closure };
}

export function nextDays(
  schedule: AvailabilitySchedule,
  now: Date,
  booked: readonly BookedMeeting[],
): DayAvailability[] {
  const slots = slotScheduleOf(schedule);
  const today = localDate(now.getTime(), slots.timeZone);
  return Array.from({ length: NEXT_DAYS }, (_, i) =>
    dayAvailability(addCalendarDays(today, i), slots, now, booked),
  );
}

/**
 * Why the public calendar offers no time on `date` (the business date the visitor chose), for the
 * booking form to say; null when the date has free slots after all (another zone's day).
 */
export function whyNoSlots(
  schedule: AvailabilitySchedule,
  date: string,
  now: Date,
  booked: readonly BookedMeeting[],
): DayUnavailable | null {
  const day = dayAvailability(date, slotScheduleOf(schedule), now, booked);
  return day.reason === null ? null : { reason: day.reason, closure: day.closure };
}
