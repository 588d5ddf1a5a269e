import type { AvailabilitySchedule, PublicCalendar } from '@app/contract/availability';
import moment from 'moment-timezone';

/**
 * The schedule as the public month needs it: the weekdays off, and the closures shut all day
 * that still lie ahead within the booking window (a closure with custom hours leaves its days
 * open; the slot list shows its hours).
 */
export function publicCalendar(schedule: AvailabilitySchedule, now: Date): PublicCalendar {
  const today = moment.tz(now, schedule.timeZone).format('YYYY-MM-DD');
  const last = moment
    .utc(today, 'YYYY-MM-DD', true)
    .add(schedule.rules.maxDaysAhead + 1, 'days')
    .format('YYYY-MM-DD');
  return {
    daysOff: schedule.weekly.flatMap((day, index) => (day.length === 0 ? [index + 1] : [])),
    closed: schedule.closures
      .filter((c) => c.hours === null && c.to >= today && c.from <= last)
      .map(({ from, to, labelEn, labelAr, estimated }) => ({
        from,
        to,
        labelEn,
        labelAr,
        estimated,
      })),
  };
}
