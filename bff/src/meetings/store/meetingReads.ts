/** Reads of the `bookings` table: free slots, one meeting, the counts the caps take. */
import { isSiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';
import type { MeetingRecord } from '../meetingRecord';
import type { BookedMeeting } from '../slots';

/** Meetings overlapping [from, to): what the slot list must leave out. */
export async function bookedBetween(
  sequelize: Sequelize,
  from: Date,
  to: Date,
  options: { transaction?: Transaction } = {},
): Promise<BookedMeeting[]> {
  const rows = await sequelize.query<{ start_utc: Date | string; end_utc: Date | string }>(
    `SELECT start_utc, end_utc FROM bookings
      WHERE status = 'booked' AND start_utc < :to AND end_utc > :from`,
    {
      replacements: { from: sqlDateTime(sequelize, from), to: sqlDateTime(sequelize, to) },
      type: QueryTypes.SELECT,
      transaction: options.transaction,
    },
  );
  // MySQL hands back Dates, SQLite the stored text.
  return rows.map((row) => ({ start: new Date(row.start_utc), end: new Date(row.end_utc) }));
}

/**
 * Whether a booked meeting other than `except` overlaps [start, end). The unique key covers equal
 * starts; this catches a meeting that overlaps without sharing its start, which only happens when
 * BOOKING_SLOT_MINUTES changed between two bookings.
 */
export async function overlapsBookedMeeting(
  sequelize: Sequelize,
  span: { start: Date; end: Date },
  {
    transaction,
    except,
    advisorId = '',
  }: { transaction: Transaction; except?: string; advisorId?: string },
): Promise<boolean> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  // An advisor's meeting clashes with their own and the firm's (''); the firm's with any.
  const whose = advisorId === '' ? '' : "AND advisor_id IN (:advisorId, '')";
  const [overlap] = await sequelize.query(
    `SELECT id FROM bookings
      WHERE status = 'booked' AND start_utc < :end AND end_utc > :start AND id <> :except
        ${whose}
      LIMIT 1`,
    {
      replacements: { start: at(span.start), end: at(span.end), except: except ?? '', advisorId },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return overlap !== undefined;
}

const statusOf = (status: string): MeetingStatus =>
  status === 'cancelled' ? 'cancelled' : 'booked';

interface MeetingRow {
  id: string;
  start_utc: Date | string;
  end_utc: Date | string;
  attendee_email: string;
  client_name: string;
  description: string;
  visitor_tz: string | null;
  client_ip: string | null;
  language: string;
  status: string;
  sequence: number | string;
  hold_until: Date | string | null;
  visitor_moves: number | string;
}

/**
 * The moves the visitor has made of the meeting through its links (its history says; staff moves
 * do not count), as a column `visitor_moves` of a query over `bookings`.
 */
const VISITOR_MOVES_COLUMN = `(SELECT COUNT(*) FROM meeting_history h
    WHERE h.booking_id = bookings.id AND h.event = 'rescheduled'
      AND h.actor_kind = 'visitor') AS visitor_moves`;

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
            client_ip, language, status, sequence, hold_until, ${VISITOR_MOVES_COLUMN}
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
    clientIp: row.client_ip,
    language: isSiteLanguage(row.language) ? row.language : 'en',
    status: statusOf(row.status),
    sequence: Number(row.sequence),
    visitorMoves: Number(row.visitor_moves),
    holdUntil: row.hold_until === null ? null : new Date(row.hold_until),
  };
}

/** Which meetings a cap counts: every given field narrows the count. */
export interface MeetingCount {
  attendeeKey?: string;
  clientIp?: string;
  status?: MeetingStatus;
  endsAfter?: Date;
  createdSince?: Date;
}

const COUNT_CONDITIONS: Readonly<Record<keyof MeetingCount, string>> = {
  attendeeKey: 'attendee_key = :attendeeKey',
  clientIp: 'client_ip = :clientIp',
  status: 'status = :status',
  endsAfter: 'end_utc > :endsAfter',
  createdSince: 'created_at >= :createdSince',
};

export async function countMeetings(
  sequelize: Sequelize,
  filter: MeetingCount,
  { transaction }: { transaction: Transaction },
): Promise<number> {
  const keys = (Object.keys(COUNT_CONDITIONS) as (keyof MeetingCount)[]).filter(
    (key) => filter[key] !== undefined,
  );
  const where = keys.map((key) => COUNT_CONDITIONS[key]).join(' AND ');
  const replacements = Object.fromEntries(
    keys.map((key) => {
      const value = filter[key];
      return [key, value instanceof Date ? sqlDateTime(sequelize, value) : value];
    }),
  );
  const [row] = await sequelize.query<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM bookings${where === '' ? '' : ` WHERE ${where}`}`,
    { replacements, type: QueryTypes.SELECT, transaction },
  );
  return Number(row?.n ?? 0);
}

/** The meetings, booked or cancelled, that start at `start`: who asked for that slot. */
export async function meetingsStartingAt(
  sequelize: Sequelize,
  start: Date,
  { transaction }: { transaction: Transaction },
): Promise<{ id: string; attendeeEmail: string; status: MeetingStatus }[]> {
  const replacements = { start: sqlDateTime(sequelize, start) };
  const rows = await sequelize.query<{ id: string; attendeeEmail: string; status: string }>(
    'SELECT id, attendee_email AS attendeeEmail, status FROM bookings WHERE start_utc = :start',
    { replacements, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({ ...row, status: statusOf(row.status) }));
}
