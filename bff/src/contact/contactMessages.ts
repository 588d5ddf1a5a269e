/** The `contact_messages` table: every message sent through the contact form. */
import type { SiteLanguage } from '@app/contract/languages';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  /** As sent: the chosen services joined with commas. */
  services: string;
  message: string;
  bookMeeting: boolean;
  slot: { start: Date; end: Date } | null;
  /** The language of the page it was sent from. */
  language: SiteLanguage;
}

export async function insertContactMessage(
  sequelize: Sequelize,
  row: NewContactMessage,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<void> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  await sequelize.query(
    `INSERT INTO contact_messages
       (id, name, email, services, message, book_meeting, slot_start, slot_end, language,
        created_at, updated_at)
     VALUES (:id, :name, :email, :services, :message, :bookMeeting, :slotStart, :slotEnd, :language,
        :now, :now)`,
    {
      replacements: {
        id: row.id,
        name: row.name,
        email: row.email,
        services: row.services,
        message: row.message,
        bookMeeting: row.bookMeeting,
        slotStart: row.slot === null ? null : at(row.slot.start),
        slotEnd: row.slot === null ? null : at(row.slot.end),
        language: row.language,
        now: at(now),
      },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}
