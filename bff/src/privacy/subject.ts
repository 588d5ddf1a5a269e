/**
 * A person's data, found by their e-mail address (letter case aside): every enquiry whose own
 * address, booking's attendee or contact message's sender it is. What an access request downloads
 * and what an erasure request erases.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PrivacyHoldings } from '@app/contract/privacy';
import { meetingsOfAttendee, upcomingMeetingsAmong } from '../meetings/store';

interface SubjectEnquiry {
  id: string;
  booking_id: string | null;
  contact_message_id: string | null;
}

export async function enquiriesOf(
  sequelize: Sequelize,
  email: string,
  transaction?: Transaction,
): Promise<SubjectEnquiry[]> {
  const meetings = await meetingsOfAttendee(sequelize, email, { transaction });
  return sequelize.query<SubjectEnquiry>(
    `SELECT e.id, e.booking_id, e.contact_message_id
       FROM enquiries e
       LEFT JOIN contact_messages c ON c.id = e.contact_message_id
      WHERE LOWER(e.email) = :email OR LOWER(c.email) = :email
         ${meetings.length === 0 ? '' : 'OR e.booking_id IN (:meetings)'}
      ORDER BY e.received_at, e.id`,
    {
      replacements: { email: email.toLowerCase(), meetings },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
}

/** The meetings of these enquiries. */
const meetingsOf = (enquiries: readonly SubjectEnquiry[]): string[] =>
  enquiries.flatMap((row) => (row.booking_id === null ? [] : [row.booking_id]));

/** The booked meetings of these enquiries still to end: an erasure cancels them first. */
export function upcomingMeetingsOf(
  sequelize: Sequelize,
  enquiries: readonly SubjectEnquiry[],
  now: Date,
): Promise<string[]> {
  return upcomingMeetingsAmong(sequelize, meetingsOf(enquiries), now);
}

const count = async (sequelize: Sequelize, sql: string, replacements: Record<string, unknown>) => {
  const [row] = await sequelize.query<{ n: number | string }>(sql, {
    replacements,
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
};

/** What is held for `email`, in numbers; null when nothing is. */
export async function holdingsOf(
  sequelize: Sequelize,
  email: string,
  now: Date,
): Promise<PrivacyHoldings | null> {
  const enquiries = await enquiriesOf(sequelize, email);
  if (enquiries.length === 0) return null;
  const ids = enquiries.map((row) => row.id);
  const meetings = meetingsOf(enquiries);
  const about = [...meetings, ...enquiries.flatMap((row) => row.contact_message_id ?? [])];
  return {
    email,
    enquiries: enquiries.length,
    meetings: meetings.length,
    upcomingMeetings: (await upcomingMeetingsOf(sequelize, enquiries, now)).length,
    notes: await count(
      sequelize,
      "SELECT COUNT(*) AS n FROM enquiry_events WHERE enquiry_id IN (:ids) AND kind = 'note'",
      { ids },
    ),
    mails:
      about.length === 0
        ? 0
        : await count(sequelize, 'SELECT COUNT(*) AS n FROM outbox WHERE about_id IN (:about)', {
            about,
          }),
  };
}
