/**
 * Where enquiries come from: each booking and each contact message files one, in the transaction
 * that stores it, so the inbox never misses one nor shows one that was rolled back. The site books
 * a meeting and then sends its message in a second call; the message joins the booking's
 * enquiry, so staff see one row with both.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Attribution } from '@app/contract/attribution';
import type { SiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';
import { sqlDateTime } from '../db/sqlDateTime';
import { leadColumnsOf } from './leadColumns';
import { staleLeadCounts } from './leadCountsStale';
import { searchTextOf } from './search';

/** How long after its booking a message may still join it: the site sends both at once. */
export const JOIN_WINDOW_MS = 60 * 60 * 1000;

const LEAD_COLUMNS = 'attribution, source, medium, campaign, landing_path';
const LEAD_VALUES = ':attribution, :source, :medium, :campaign, :landing_path';
/** A message joining a booking keeps the booking's attribution, or brings its own. */
const LEAD_FILL = `source = CASE WHEN attribution IS NULL THEN :source ELSE source END,
                medium = CASE WHEN attribution IS NULL THEN :medium ELSE medium END,
                campaign = CASE WHEN attribution IS NULL THEN :campaign ELSE campaign END,
                landing_path = CASE WHEN attribution IS NULL THEN :landing_path ELSE landing_path END,
                attribution = COALESCE(attribution, :attribution)`;

interface Writing {
  transaction: Transaction;
  now: Date;
}

/** A booking as its enquiry shows it. */
export interface BookingEnquiry {
  id: string;
  clientName: string;
  attendeeEmail: string;
  description: string;
  language: SiteLanguage;
  attribution?: Attribution | null;
}

/** A contact message as its enquiry shows it. */
export interface MessageEnquiry {
  id: string;
  name: string;
  email: string;
  services: string;
  message: string;
  language: SiteLanguage;
  attribution?: Attribution | null;
}

/**
 * A meeting booked (or booked and cancelled) for the slot a message asked for. The caller reads
 * them from the meetings: enquiries sit below the meetings and contact, and import neither.
 */
export interface SlotMeeting {
  id: string;
  attendeeEmail: string;
  status: MeetingStatus;
}

/**
 * A booking's enquiry. Its message is what the visitor wrote with the booking (staff only, like
 * the booking's own description) until a contact message joins it.
 */
export async function fileBooking(
  sequelize: Sequelize,
  booking: BookingEnquiry,
  { transaction, now }: Writing,
): Promise<string> {
  const id = randomUUID();
  const at = sqlDateTime(sequelize, now);
  await sequelize.query(
    `INSERT INTO enquiries
       (id, received_at, status, name, email, services, message, search_text, booking_id,
        updated_at, language, ${LEAD_COLUMNS})
     VALUES (:id, :now, 'new', :name, :email, '', :message, :searchText, :bookingId, :now,
        :language, ${LEAD_VALUES})`,
    {
      replacements: {
        ...leadColumnsOf(booking.attribution),
        language: booking.language,
        id,
        now: at,
        name: booking.clientName,
        email: booking.attendeeEmail,
        message: booking.description,
        searchText: searchTextOf({
          name: booking.clientName,
          email: booking.attendeeEmail,
          message: booking.description,
        }),
        bookingId: booking.id,
      },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
  return id;
}

export interface FiledMessage {
  enquiryId: string;
  /**
   * Whether a meeting stands booked for the slot the message asked for. False when the booking
   * was refused (a cap, a taken slot) or failed: the message arrives alone, and staff must hear
   * that the meeting they may read about is not in the calendar.
   */
  meetingBooked: boolean;
  /** Whether it joined a booking's enquiry (which it then updated) rather than filing its own. */
  joined: boolean;
}

interface CandidateRow {
  id: string;
  received_at: Date | string;
  contact_message_id: string | null;
}

/**
 * A contact message's enquiry. A message asking for a slot joins the enquiry of a booking of that
 * slot (`slotMeetings`, empty when it asked for none), by the same address (letter case aside),
 * made within JOIN_WINDOW_MS and not joined by a message yet; otherwise it files an enquiry of
 * its own.
 */
export async function fileContactMessage(
  sequelize: Sequelize,
  message: MessageEnquiry,
  slotMeetings: readonly SlotMeeting[],
  { transaction, now }: Writing,
): Promise<FiledMessage> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  const searchText = searchTextOf(message);

  // Compared here: SQLite's LOWER() folds ASCII letters only.
  const email = message.email.toLowerCase();
  const theirs = slotMeetings.filter((meeting) => meeting.attendeeEmail.toLowerCase() === email);
  // Booked whenever it was: the notice must not call a meeting in the calendar unbooked.
  const meetingBooked = theirs.some((meeting) => meeting.status === 'booked');
  if (theirs.length > 0) {
    const candidates = await sequelize.query<CandidateRow>(
      `SELECT id, received_at, contact_message_id FROM enquiries
        WHERE booking_id IN (:bookingIds)
        ORDER BY received_at DESC, id DESC`,
      {
        replacements: { bookingIds: theirs.map((meeting) => meeting.id) },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const since = now.getTime() - JOIN_WINDOW_MS;
    for (const candidate of candidates) {
      if (candidate.contact_message_id !== null) continue;
      if (new Date(candidate.received_at).getTime() < since) continue;
      // Conditional: of two messages racing for one booking, one joins and the other files alone.
      const joined = await sequelize.query(
        `UPDATE enquiries
            SET contact_message_id = :messageId, name = :name, services = :services,
                message = :message, search_text = :searchText, updated_at = :now,
                language = :language, ${LEAD_FILL}
          WHERE id = :id AND contact_message_id IS NULL`,
        {
          replacements: {
            ...leadColumnsOf(message.attribution),
            language: message.language,
            id: candidate.id,
            messageId: message.id,
            name: message.name,
            services: message.services,
            message: message.message,
            searchText,
            now: at(now),
          },
          type: QueryTypes.BULKUPDATE,
          transaction,
        },
      );
      if (joined === 1) {
        // Its services, language and perhaps channel are new: a day already counted is not.
        await staleLeadCounts(sequelize, { enquiryId: candidate.id }, transaction);
        return { enquiryId: candidate.id, meetingBooked, joined: true };
      }
    }
  }

  const id = randomUUID();
  await sequelize.query(
    `INSERT INTO enquiries
       (id, received_at, status, name, email, services, message, search_text,
        contact_message_id, updated_at, language, ${LEAD_COLUMNS})
     VALUES (:id, :now, 'new', :name, :email, :services, :message, :searchText, :messageId, :now,
        :language, ${LEAD_VALUES})`,
    {
      replacements: {
        ...leadColumnsOf(message.attribution),
        language: message.language,
        id,
        now: at(now),
        name: message.name,
        email: message.email,
        services: message.services,
        message: message.message,
        searchText,
        messageId: message.id,
      },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
  return { enquiryId: id, meetingBooked, joined: false };
}
