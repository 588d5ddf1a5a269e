/**
 * "Download everything": one JSON document of every enquiry held for an address, each with its
 * contact message, meeting (and the meeting's history), staff's notes and status changes, the
 * attribution of the visit and every mail about it, sent or queued. Manage-link tokens are
 * secrets of the link, not data about the person: they stay out.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { PRIVACY_EXPORT_VERSION } from '@app/contract/privacy';
import { meetingAsStored } from '../meetings/store';
import { enquiriesOf } from './subject';

type Row = Record<string, unknown>;

/** Dates as ISO text whichever database read them; JSON columns parsed. */
function clean(row: Row, json: readonly string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      if (value instanceof Date) return [key, value.toISOString()];
      if (json.includes(key) && typeof value === 'string') {
        try {
          return [key, JSON.parse(value) as unknown];
        } catch {
          return [key, value];
        }
      }
      return [key, value];
    }),
  );
}

export interface SubjectExport {
  version: number;
  email: string;
  exportedAt: string;
  enquiries: Row[];
  /** Mail to the address about none of its enquiries (if any). */
  otherMails: Row[];
}

const MAIL_COLUMNS = `id, recipient, reply_to, subject, body_text, ical_event, status, attempts,
  sent_at, created_at`;

export async function exportSubject(
  sequelize: Sequelize,
  email: string,
  now: Date,
): Promise<SubjectExport | null> {
  const found = await enquiriesOf(sequelize, email);
  if (found.length === 0) return null;
  const select = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });
  const about: string[] = [];
  const enquiries: Row[] = [];
  for (const { id, booking_id: bookingId, contact_message_id: messageId } of found) {
    const [enquiry] = await select(
      `SELECT id, received_at, status, name, email, services, message, language, outcome,
              outcome_reason, attribution, source, medium, campaign, landing_path, updated_at
         FROM enquiries WHERE id = :id`,
      { id },
    );
    const activity = await select(
      `SELECT kind, actor_name, from_status, to_status, body, occurred_at
         FROM enquiry_events WHERE enquiry_id = :id ORDER BY id`,
      { id },
    );
    const [message] =
      messageId === null
        ? []
        : await select('SELECT * FROM contact_messages WHERE id = :messageId', { messageId });
    const meeting = bookingId === null ? null : await meetingAsStored(sequelize, bookingId);
    const history =
      bookingId === null
        ? []
        : await select(
            `SELECT event, actor_kind, actor_name, from_start, to_start, detail, occurred_at
               FROM meeting_history WHERE booking_id = :bookingId ORDER BY id`,
            { bookingId },
          );
    const links = [bookingId, messageId].filter((value) => value !== null);
    about.push(...links);
    const mails =
      links.length === 0
        ? []
        : await select(
            `SELECT ${MAIL_COLUMNS} FROM outbox WHERE about_id IN (:links) ORDER BY id`,
            {
              links,
            },
          );
    enquiries.push({
      ...clean(enquiry!, ['attribution']),
      activity: activity.map((row) => clean(row)),
      contactMessage: message === undefined ? null : clean(message),
      meeting:
        meeting === null ? null : { ...clean(meeting), history: history.map((row) => clean(row)) },
      mails: mails.map((row) => clean(row, ['ical_event'])),
    });
  }
  const otherMails = await select(
    `SELECT ${MAIL_COLUMNS} FROM outbox
      WHERE LOWER(recipient) = :email AND (about_id IS NULL OR about_id NOT IN (:about))
      ORDER BY id`,
    { email: email.toLowerCase(), about: about.length === 0 ? [''] : about },
  );
  return {
    version: PRIVACY_EXPORT_VERSION,
    email,
    exportedAt: now.toISOString(),
    enquiries,
    otherMails: otherMails.map((row) => clean(row, ['ical_event'])),
  };
}
