/** A meeting as the lifecycle reads it: one row of `bookings`. */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isSiteLanguage, type SiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';
import { VISITOR_MOVES_COLUMN } from './moveLimit';

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
  /** How often the visitor has moved it through its link (moveLimit.ts caps it). */
  visitorMoves: number;
  /** Until when it waits for the visitor's confirmation (booking/verification.ts); null: none. */
  holdUntil: Date | null;
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
  visitor_moves: number | string;
  hold_until: Date | string | null;
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
            language, status, sequence, hold_until, ${VISITOR_MOVES_COLUMN}
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
    visitorMoves: Number(row.visitor_moves),
    holdUntil: row.hold_until === null ? null : new Date(row.hold_until),
  };
}
