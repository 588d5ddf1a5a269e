/** A meeting as the lifecycle reads it: one row of `bookings`. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isSiteLanguage, type SiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';

export interface MeetingRecord {
  id: string;
  start: Date;
  end: Date;
  attendeeEmail: string;
  clientName: string;
  /** What the visitor wrote: for staff only. */
  description: string;
  visitorTz: string | null;
  /** The language the visitor booked in: their e-mails and invitations are written in it. */
  language: SiteLanguage;
  status: MeetingStatus;
  /** The ICS SEQUENCE of the last calendar message sent for it. */
  sequence: number;
}

interface MeetingRow {
  id: string;
  start_utc: Date | string;
  end_utc: Date | string;
  attendee_email: string;
  client_name: string;
  description: string;
  visitor_tz: string | null;
  language: string;
  status: string;
  sequence: number | string;
}

/**
 * The meeting `id`, or null. With `lock` (inside a write transaction) the row stays locked until
 * the transaction ends on MySQL, so two changes of one meeting run one after the other; SQLite's
 * writers take turns anyway.
 */
export async function readMeeting(
  sequelize: Sequelize,
  id: string,
  { transaction, lock = false }: { transaction?: Transaction; lock?: boolean } = {},
): Promise<MeetingRecord | null> {
  const forUpdate = lock && sequelize.getDialect() !== 'sqlite' ? ' FOR UPDATE' : '';
  const [row] = await sequelize.query<MeetingRow>(
    `SELECT id, start_utc, end_utc, attendee_email, client_name, description, visitor_tz,
            language, status, sequence
       FROM bookings WHERE id = :id${forUpdate}`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  if (row === undefined) return null;
  return {
    id: row.id,
    // MySQL hands back Dates, SQLite the stored text.
    start: new Date(row.start_utc),
    end: new Date(row.end_utc),
    attendeeEmail: row.attendee_email,
    clientName: row.client_name,
    description: row.description,
    visitorTz: row.visitor_tz,
    language: isSiteLanguage(row.language) ? row.language : 'en',
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    sequence: Number(row.sequence),
  };
}
