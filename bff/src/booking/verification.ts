/**
 * A booking to an address nobody has verified holds its slot and a place in the day's capacity
 * only until `hold_until` (BOOKING_CONFIRM_HOLD_MINUTES after booking). The invitation asks the
 * visitor to confirm it through the manage link; confirmed, it stands like any booking, and the
 * address counts as verified for its next bookings. Unconfirmed, the release job cancels it (with
 * the cancellation e-mail and calendar CANCEL), which frees the slot and the day's capacity.
 *
 * Why: the day's cap counted every booking, and with 7 networks and 10 throwaway addresses one
 * actor filled it and refused every real visitor until the day ended. Throwaway addresses now keep
 * nothing past the hold, and the per-network cap (which counts released bookings) stops them
 * booking again; docs/booking-and-mail.md has the figures.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { attendeeKey } from './bookings';

/** Whether an earlier booking of this address (case and `+tag` folded) was confirmed. */
export async function isVerifiedAttendee(
  sequelize: Sequelize,
  email: string,
  { transaction }: { transaction: Transaction },
): Promise<boolean> {
  const [row] = await sequelize.query(
    `SELECT id FROM bookings WHERE attendee_key = :key AND confirmed_at IS NOT NULL LIMIT 1`,
    { replacements: { key: attendeeKey(email) }, type: QueryTypes.SELECT, transaction },
  );
  return row !== undefined;
}

/**
 * Marks a new booking: confirmed at once for a verified address, else held until `holdUntil`.
 * Returns the moment it must be confirmed by, or undefined when it needs no confirmation.
 */
export async function holdOrConfirm(
  sequelize: Sequelize,
  booking: { id: string; attendeeEmail: string },
  { holdMs, now, transaction }: { holdMs: number; now: Date; transaction: Transaction },
): Promise<Date | undefined> {
  const verified = await isVerifiedAttendee(sequelize, booking.attendeeEmail, { transaction });
  const holdUntil = verified ? undefined : new Date(now.getTime() + holdMs);
  await sequelize.query(
    'UPDATE bookings SET hold_until = :holdUntil, confirmed_at = :confirmedAt WHERE id = :id',
    {
      replacements: {
        id: booking.id,
        holdUntil: holdUntil === undefined ? null : sqlDateTime(sequelize, holdUntil),
        confirmedAt: verified ? sqlDateTime(sequelize, now) : null,
      },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return holdUntil;
}

/**
 * The visitor confirms a held booking through its link. True when this call confirmed it; a
 * booking already confirmed, never held, released or cancelled is left as it is.
 */
export async function confirmBooking(
  sequelize: Sequelize,
  bookingId: string,
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE bookings SET confirmed_at = :now, hold_until = NULL, updated_at = :now
      WHERE id = :id AND status = 'booked' AND hold_until IS NOT NULL AND hold_until > :now`,
    {
      replacements: { id: bookingId, now: sqlDateTime(sequelize, now) },
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
  bookingId: string,
  { sequence, now, transaction }: { sequence: number; now: Date; transaction: Transaction },
): Promise<boolean> {
  const changed = await sequelize.query(
    `UPDATE bookings SET status = 'cancelled', held_start = NULL, hold_until = NULL,
            sequence = :sequence, cancelled_at = :now, updated_at = :now
      WHERE id = :id AND status = 'booked' AND hold_until IS NOT NULL AND hold_until <= :now`,
    {
      replacements: { id: bookingId, sequence, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return Number(changed) === 1;
}
