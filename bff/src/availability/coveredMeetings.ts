/**
 * The booked meetings a closure covers: staff see them beside the closure with a link to each in
 * the inbox, and decide; the closure itself never moves or cancels one.
 */
import {
  minutesOfClock,
  type AvailabilitySchedule,
  type Closure,
  type CoveredMeeting,
} from '@app/contract/availability';
import moment from 'moment-timezone';
import type { Sequelize } from 'sequelize';
import { addCalendarDays } from '../meetings/slotSchedule';
import { bookedWithEnquiryBetween } from '../meetings/store';

export async function coveredMeetings(
  sequelize: Sequelize,
  schedule: AvailabilitySchedule,
): Promise<Record<string, CoveredMeeting[]>> {
  const covered: Record<string, CoveredMeeting[]> = {};
  const dates = schedule.closures.flatMap((c) => [c.from, c.to]).sort();
  if (dates.length === 0) return covered;
  const from = moment.tz(dates[0], schedule.timeZone).toDate();
  const to = moment.tz(addCalendarDays(dates[dates.length - 1]!, 1), schedule.timeZone).toDate();
  const meetings = await bookedWithEnquiryBetween(sequelize, from, to);
  for (const closure of schedule.closures) {
    for (const { id, start, end, clientName, enquiryId } of meetings) {
      if (inTheWay(closure, start, end, schedule.timeZone)) {
        (covered[closure.id] ??= []).push({
          id,
          start: start.toISOString(),
          clientName,
          enquiryId,
        });
      }
    }
  }
  return covered;
}

/** Whether a meeting falls on the closure's dates outside its custom hours, if it has any. */
function inTheWay(closure: Closure, start: Date, end: Date, timeZone: string): boolean {
  const local = moment.tz(start, timeZone);
  const date = local.format('YYYY-MM-DD');
  if (date < closure.from || date > closure.to) return false;
  if (closure.hours === null) return true;
  const from = local.hours() * 60 + local.minutes();
  const to = from + Math.round((end.getTime() - start.getTime()) / 60_000);
  return !closure.hours.some((i) => from >= minutesOfClock(i.start) && to <= minutesOfClock(i.end));
}
