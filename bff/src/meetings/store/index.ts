/**
 * The `bookings` table, one row per meeting; every read and write of it is here. A booked meeting
 * holds its slot through the unique key on `held_start`; a cancelled one keeps its row with
 * `held_start` NULL (migration 0030).
 */
import { isSiteLanguage } from '@app/contract/languages';
import type { MeetingStatus } from '@app/contract/meetings';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';
import { attendeeKey } from '../attendeeKey';
import type { MeetingRecord } from '../meetingRecord';
import type { BookedMeeting } from '../slots';

/** The slot is someone else's already (answer 409). */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError';
  constructor() {
    super('The slot is already booked');
  }
}

/** Meetings overlapping [from, to): what the slot list must leave out. */
export async function bookedBetween(
  sequelize: Sequelize,
  from: Date,
  to: Date,
): Promise<BookedMeeting[]> {
  const rows = await sequelize.query<{ start_utc: Date | string; end_utc: Date | string }>(
    `SELECT start_utc, end_utc FROM bookings
      WHERE status = 'booked' AND start_utc < :to AND end_utc > :from`,
    {
      replacements: { from: sqlDateTime(sequelize, from), to: sqlDateTime(sequelize, to) },
      type: QueryTypes.SELECT,
    },
  );
  // MySQL hands back Dates, SQLite the stored text.
  return rows.map((row) => ({ start: new Date(row.start_utc), end: new Date(row.end_utc) }));
}

/**
 * Stores a booking inside the caller's transaction.
 * @throws SlotTakenError when the slot is booked already, also when a concurrent transaction
 *   (on this or another replica) took it first: the unique key on held_start decides.
 */
export async function insertBooking(
  sequelize: Sequelize,
  booking: MeetingRecord,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<void> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  if (await overlapsBookedMeeting(sequelize, booking, { transaction })) throw new SlotTakenError();
  try {
    await sequelize.query(
      `INSERT INTO bookings
         (id, start_utc, end_utc, held_start, attendee_email, attendee_key, client_name,
          description, visitor_tz, client_ip, language, status, sequence, created_at, updated_at)
       VALUES (:id, :start, :end, :start, :attendeeEmail, :attendeeKey, :clientName,
          :description, :visitorTz, :clientIp, :language, 'booked', :sequence, :now, :now)`,
      {
        replacements: {
          id: booking.id,
          start: at(booking.start),
          end: at(booking.end),
          attendeeEmail: booking.attendeeEmail,
          attendeeKey: attendeeKey(booking.attendeeEmail),
          clientName: booking.clientName,
          description: booking.description,
          visitorTz: booking.visitorTz,
          clientIp: booking.clientIp?.slice(0, 64) ?? null,
          language: booking.language,
          sequence: booking.sequence,
          now: at(now),
        },
        type: QueryTypes.INSERT,
        transaction,
      },
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new SlotTakenError();
    throw error;
  }
}

/**
 * Whether a booked meeting other than `except` overlaps [start, end). The unique key covers equal
 * starts; this catches a meeting that overlaps without sharing its start, which only happens when
 * BOOKING_SLOT_MINUTES changed between two bookings.
 */
export async function overlapsBookedMeeting(
  sequelize: Sequelize,
  span: { start: Date; end: Date },
  { transaction, except }: { transaction: Transaction; except?: string },
): Promise<boolean> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  const [overlap] = await sequelize.query(
    `SELECT id FROM bookings
      WHERE status = 'booked' AND start_utc < :end AND end_utc > :start AND id <> :except
      LIMIT 1`,
    {
      replacements: { start: at(span.start), end: at(span.end), except: except ?? '' },
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

interface Change {
  sequence: number;
  now: Date;
  transaction: Transaction;
}

/** Cancels a booked meeting: its row stays, its slot is free again. */
export async function markCancelled(
  sequelize: Sequelize,
  id: string,
  { sequence, now, transaction }: Change,
): Promise<void> {
  await sequelize.query(
    `UPDATE bookings SET status = 'cancelled', held_start = NULL, sequence = :sequence,
            cancelled_at = :now, updated_at = :now
      WHERE id = :id AND status = 'booked'`,
    {
      replacements: { id, sequence, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
}

/**
 * Moves a booked meeting. Moving held_start frees the old slot and takes the new one under the
 * unique key: of two changes racing for one slot, the second fails here like a second booking.
 * @throws SlotTakenError when the new slot is someone else's.
 */
export async function moveMeeting(
  sequelize: Sequelize,
  id: string,
  to: { start: Date; end: Date; visitorTz: string | null },
  { sequence, now, transaction }: Change,
): Promise<void> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  try {
    await sequelize.query(
      `UPDATE bookings SET start_utc = :start, end_utc = :end, held_start = :start,
              sequence = :sequence, visitor_tz = :visitorTz, updated_at = :now
        WHERE id = :id AND status = 'booked'`,
      {
        replacements: {
          id,
          start: at(to.start),
          end: at(to.end),
          sequence,
          visitorTz: to.visitorTz,
          now: at(now),
        },
        type: QueryTypes.BULKUPDATE,
        transaction,
      },
    );
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new SlotTakenError();
    throw error;
  }
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

/** Deletes the meeting's row; the rows that point at it go first (eraseMeeting). */
export async function deleteBooking(
  sequelize: Sequelize,
  id: string,
  { transaction }: { transaction: Transaction },
): Promise<void> {
  await sequelize.query('DELETE FROM bookings WHERE id = :id', {
    replacements: { id },
    type: QueryTypes.DELETE,
    transaction,
  });
}

/** Whether an earlier booking of this address (case and `+tag` folded) was confirmed. */
export async function isVerifiedAttendee(
  sequelize: Sequelize,
  email: string,
  { transaction }: { transaction: Transaction },
): Promise<boolean> {
  const [row] = await sequelize.query(
    'SELECT id FROM bookings WHERE attendee_key = :key AND confirmed_at IS NOT NULL LIMIT 1',
    { replacements: { key: attendeeKey(email) }, type: QueryTypes.SELECT, transaction },
  );
  return row !== undefined;
}

/** Sets a new booking's confirmation: held until `holdUntil`, or confirmed at `confirmedAt`. */
export async function setConfirmation(
  sequelize: Sequelize,
  id: string,
  { holdUntil, confirmedAt }: { holdUntil: Date | null; confirmedAt: Date | null },
  { transaction }: { transaction: Transaction },
): Promise<void> {
  const at = (date: Date | null) => (date === null ? null : sqlDateTime(sequelize, date));
  await sequelize.query(
    'UPDATE bookings SET hold_until = :holdUntil, confirmed_at = :confirmedAt WHERE id = :id',
    {
      replacements: { id, holdUntil: at(holdUntil), confirmedAt: at(confirmedAt) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
}

/**
 * The visitor confirms a held booking through its link. True when this call confirmed it; a
 * booking already confirmed, never held, released or cancelled is left as it is.
 */
export async function confirmBooking(
  sequelize: Sequelize,
  id: string,
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE bookings SET confirmed_at = :now, hold_until = NULL, updated_at = :now
      WHERE id = :id AND status = 'booked' AND hold_until IS NOT NULL AND hold_until > :now`,
    {
      replacements: { id, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return Number(changed) === 1;
}

/** Held bookings whose hold has run out, oldest first, at most `limit`. */
export async function expiredHolds(
  sequelize: Sequelize,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await sequelize.query<{ id: string }>(
    `SELECT id FROM bookings
      WHERE status = 'booked' AND hold_until IS NOT NULL AND hold_until <= :now
      ORDER BY hold_until LIMIT :limit`,
    { replacements: { now: sqlDateTime(sequelize, now), limit }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.id);
}

/**
 * Claims the release of one expired hold: the conditional UPDATE matches only a booking still
 * held and past its hold, and the database gives it to one transaction (InnoDB re-checks the
 * condition after the other's row lock; SQLite writes one at a time), so of any number of
 * replicas exactly one releases it and sends the cancellation.
 */
export async function claimRelease(
  sequelize: Sequelize,
  id: string,
  { sequence, now, transaction }: Change,
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE bookings SET status = 'cancelled', held_start = NULL, hold_until = NULL,
            sequence = :sequence, cancelled_at = :now, updated_at = :now
      WHERE id = :id AND status = 'booked' AND hold_until IS NOT NULL AND hold_until <= :now`,
    {
      replacements: { id, sequence, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return Number(changed) === 1;
}

/**
 * The inbox lists enquiries with their meeting in one statement (it pages by keyset over both),
 * so it takes the join and the meeting's columns from here: `b` is the meeting of enquiry `e`.
 */
export const ENQUIRY_MEETING_SQL = {
  join: (optional: boolean) => `${optional ? 'LEFT ' : ''}JOIN bookings b ON b.id = e.booking_id`,
  columns: `b.id AS meeting_id, b.start_utc AS meeting_start, b.end_utc AS meeting_end,
       b.visitor_tz AS meeting_tz, b.status AS meeting_status`,
  /** The inbox's meeting filters; upcoming and past are measured against `:now`. */
  filters: {
    upcoming: "b.status = 'booked' AND b.end_utc > :now",
    past: "b.status = 'booked' AND b.end_utc <= :now",
    cancelled: "b.status = 'cancelled'",
  },
} as const;
