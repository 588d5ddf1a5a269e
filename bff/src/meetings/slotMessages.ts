/**
 * What to tell the visitor for each slot rejection (the 400 answer of POST /api/calendar/schedule
 * and of a move), worded from the schedule in force.
 */
import type { Refusal } from '@app/contract/errorCodes';
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
): Readonly<Record<SlotRejectionReason, Refusal>> {
  const schedule = toSlotSchedule(rules);
  const { dayStart, dayEnd } = weekHours(schedule);
  const offDays = daysOffOf(schedule);
  return {
    'not-on-grid': {
      code: 'booking.slot-not-on-grid',
      params: { slotMinutes: schedule.stepMinutes, dayStart },
    },
    'wrong-length': {
      code: 'booking.slot-wrong-length',
      params: { slotMinutes: schedule.meetingMinutes },
    },
    'outside-hours': {
      code: 'booking.slot-outside-hours',
      params: { dayStart, dayEnd, timeZone: schedule.timeZone },
    },
    'day-off':
      offDays.length === 1
        ? { code: 'booking.slot-day-off', params: { day: offDays[0]! } }
        : { code: 'booking.slot-days-off', params: { days: joinWithAnd(offDays) } },
    closed: { code: 'booking.slot-closed' },
    buffer: { code: 'booking.slot-buffer' },
    past: { code: 'booking.slot-past' },
    'too-soon': {
      code: 'booking.slot-too-soon',
      params: { notice: formatNotice(schedule.notice) },
    },
    'too-far': { code: 'booking.slot-too-far', params: { maxDaysAhead: schedule.maxDaysAhead } },
  };
}
