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
import { QueryTypes, type Sequelize } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { addCalendarDays } from '../meetings/slotSchedule';

interface Row {
  id: string;
  start_utc: Date | string;
  end_utc: Date | string;
  client_name: string;
  enquiry_id: string | null;
}

export async function coveredMeetings(
  sequelize: Sequelize,
  schedule: AvailabilitySchedule,
): Promise<Record<string, CoveredMeeting[]>> {
  const covered: Record<string, CoveredMeeting[]> = {};
  const dates = schedule.closures.flatMap((c) => [c.from, c.to]).sort();
  if (dates.length === 0) return covered;
  const from = moment.tz(dates[0], schedule.timeZone).toDate();
  const to = moment.tz(addCalendarDays(dates[dates.length - 1]!, 1), schedule.timeZone).toDate();
  const rows = await sequelize.query<Row>(
    `SELECT b.id, b.start_utc, b.end_utc, b.client_name, e.id AS enquiry_id
       FROM bookings b LEFT JOIN enquiries e ON e.booking_id = b.id
      WHERE b.status = 'booked' AND b.start_utc < :to AND b.end_utc > :from
      ORDER BY b.start_utc`,
    {
      replacements: { from: sqlDateTime(sequelize, from), to: sqlDateTime(sequelize, to) },
      type: QueryTypes.SELECT,
    },
  );
  for (const closure of schedule.closures) {
    for (const row of rows) {
      const start = new Date(row.start_utc);
      if (inTheWay(closure, start, new Date(row.end_utc), schedule.timeZone)) {
        (covered[closure.id] ??= []).push({
          id: row.id,
          start: start.toISOString(),
          clientName: row.client_name,
          enquiryId: row.enquiry_id,
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
