/**
 * The `bookings` table: one row per meeting. A booked meeting holds its slot through the unique
 * key on `held_start`; a cancelled one keeps its row with `held_start` NULL (migration 0030).
 */
import type { SiteLanguage } from '@app/contract/languages';
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import type { BookedMeeting } from './slots';

export interface NewBooking {
  id: string;
  start: Date;
  end: Date;
  attendeeEmail: string;
  clientName: string;
  description: string;
  /** The visitor's IANA zone, when the form sent it. */
  visitorTz: string | null;
  /** The client address the booking came from (what the per-address cap counts). */
  clientIp: string | null;
  /** The language of the page it was booked on: the visitor's e-mails are written in it. */
  language: SiteLanguage;
}

/**
 * The attendee address as the per-person cap counts it: letter case and a `+tag` make no other
 * mailbox, so they make no other person.
 */
export function attendeeKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local === '' ? lower.slice(0, at) : local}${lower.slice(at)}`;
}

/** The slot is someone else's already (answer 409). */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError';
  constructor() {
    super('The slot is already booked');
  }
}

interface SpanRow {
  start_utc: Date | string;
  end_utc: Date | string;
}

/** Meetings overlapping [from, to): what the slot list must leave out. */
export async function bookedBetween(
  sequelize: Sequelize,
  from: Date,
  to: Date,
): Promise<BookedMeeting[]> {
  const rows = await sequelize.query<SpanRow>(
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
  booking: NewBooking,
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
          :description, :visitorTz, :clientIp, :language, 'booked', 0, :now, :now)`,
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
