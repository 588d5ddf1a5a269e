/**
 * What to tell the visitor for each slot rejection (the 400 answer of POST /api/calendar/schedule
 * and of a move), worded from the schedule in force.
 */
import { AVAILABILITY_SLOT_MESSAGES } from '@app/contract/availability';
import { fillMessage, SLOT_REJECTION_MESSAGES } from '@app/contract/refusals';
import type { SlotRejectionReason } from './slots';
import { toSlotSchedule, weekHours, type Notice, type ScheduleLike } from './slotSchedule';

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** "2 hours' notice", "1 hour's notice", "90 minutes' notice", "2 working days' notice". */
function formatNotice(notice: Notice): string {
  if (notice.unit === 'working-days') {
    return notice.amount === 1 ? "1 working day's notice" : `${notice.amount} working days' notice`;
  }
  const minutes = notice.amount;
  if (minutes % 60 !== 0) return `${minutes} minutes' notice`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour's notice" : `${hours} hours' notice`;
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The weekdays without hours, Monday first, in English. */
export function daysOffOf(rules: ScheduleLike): string[] {
  const schedule = toSlotSchedule(rules);
  return WEEKDAY_NAMES.filter((_, i) => (schedule.weekly[i] ?? []).length === 0);
}

export function slotRejectionMessages(
  rules: ScheduleLike,
): Readonly<Record<SlotRejectionReason, string>> {
  const schedule = toSlotSchedule(rules);
  const { dayStart, dayEnd } = weekHours(schedule);
  const offDays = daysOffOf(schedule);
  const m = SLOT_REJECTION_MESSAGES;
  return {
    'not-on-grid': fillMessage(m['not-on-grid'], {
      slotMinutes: schedule.stepMinutes,
      dayStart,
    }),
    'wrong-length': fillMessage(m['wrong-length'], { slotMinutes: schedule.meetingMinutes }),
    'outside-hours': fillMessage(m['outside-hours'], {
      dayStart,
      dayEnd,
      timeZone: schedule.timeZone,
    }),
    'day-off':
      offDays.length === 1
        ? fillMessage(m['day-off'], { day: offDays[0]! })
        : fillMessage(m['days-off'], { days: joinWithAnd(offDays) }),
    closed: AVAILABILITY_SLOT_MESSAGES.closed,
    buffer: AVAILABILITY_SLOT_MESSAGES.buffer,
    past: m.past,
    'too-soon': fillMessage(m['too-soon'], { notice: formatNotice(schedule.notice) }),
    'too-far': fillMessage(m['too-far'], { maxDaysAhead: schedule.maxDaysAhead }),
  };
}
