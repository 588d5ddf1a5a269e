/**
 * Booked meetings with the inbox entry staff open each by: those an advisor still has, and those
 * a closure of the calendar covers. The meeting answers here, the enquiry only lends its id.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';
import type { MeetingRecord } from '../meetingRecord';

/** A booked meeting and its inbox entry (null only for a row without one). */
export type MeetingWithEnquiry = Pick<MeetingRecord, 'id' | 'start' | 'end' | 'clientName'> & {
  enquiryId: string | null;
};

/** The booked meetings that match `where` (over `b`), by start. */
async function bookedWithEnquiry(
  sequelize: Sequelize,
  where: string,
  replacements: Record<string, unknown>,
): Promise<MeetingWithEnquiry[]> {
  const rows = await sequelize.query<{
    id: string;
    start_utc: Date | string;
    end_utc: Date | string;
    client_name: string;
    enquiry_id: string | null;
  }>(
    `SELECT b.id, b.start_utc, b.end_utc, b.client_name, e.id AS enquiry_id
       FROM bookings b LEFT JOIN enquiries e ON e.booking_id = b.id
      WHERE b.status = 'booked' AND ${where}
      ORDER BY b.start_utc`,
    { replacements, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    start: new Date(row.start_utc),
    end: new Date(row.end_utc),
    clientName: row.client_name,
    enquiryId: row.enquiry_id,
  }));
}

/** An advisor's booked meetings that have not ended, with their inbox entry. */
export async function upcomingOfAdvisor(
  sequelize: Sequelize,
  advisorId: string,
  now: Date,
): Promise<{ id: string; start: string; clientName: string; enquiryId: string | null }[]> {
  const meetings = await bookedWithEnquiry(
    sequelize,
    'b.advisor_id = :advisorId AND b.end_utc > :now',
    { advisorId, now: sqlDateTime(sequelize, now) },
  );
  return meetings.map(({ id, start, clientName, enquiryId }) => ({
    id,
    start: start.toISOString(),
    clientName,
    enquiryId,
  }));
}

/** The booked meetings overlapping [from, to), with their inbox entry. */
export function bookedWithEnquiryBetween(
  sequelize: Sequelize,
  from: Date,
  to: Date,
): Promise<MeetingWithEnquiry[]> {
  return bookedWithEnquiry(sequelize, 'b.start_utc < :to AND b.end_utc > :from', {
    from: sqlDateTime(sequelize, from),
    to: sqlDateTime(sequelize, to),
  });
}
