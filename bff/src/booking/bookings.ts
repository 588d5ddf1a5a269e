/** The `bookings` table: meetings taken, one row per slot (unique start_utc). */
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
    'SELECT start_utc, end_utc FROM bookings WHERE start_utc < :to AND end_utc > :from',
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
 *   (on this or another replica) took it first: the unique key on start_utc decides.
 */
export async function insertBooking(
  sequelize: Sequelize,
  booking: NewBooking,
  { transaction, now }: { transaction: Transaction; now: Date },
): Promise<void> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  // The unique key covers equal starts. This catches a meeting that overlaps without sharing
  // its start, which only happens when BOOKING_SLOT_MINUTES changed between two bookings.
  const [overlap] = await sequelize.query(
    'SELECT id FROM bookings WHERE start_utc < :end AND end_utc > :start LIMIT 1',
    {
      replacements: { start: at(booking.start), end: at(booking.end) },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (overlap !== undefined) throw new SlotTakenError();
  try {
    await sequelize.query(
      `INSERT INTO bookings
         (id, start_utc, end_utc, attendee_email, client_name, description, created_at, updated_at)
       VALUES (:id, :start, :end, :attendeeEmail, :clientName, :description, :now, :now)`,
      {
        replacements: {
          id: booking.id,
          start: at(booking.start),
          end: at(booking.end),
          attendeeEmail: booking.attendeeEmail,
          clientName: booking.clientName,
          description: booking.description,
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
