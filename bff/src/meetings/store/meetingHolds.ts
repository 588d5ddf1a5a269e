/**
 * The confirmation of a booking to an unverified address (verification.ts): its hold, the
 * visitor's confirmation, and the release of what stays unconfirmed (holdRelease.ts).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';
import { staleLeadCounts } from '../../enquiries/leadCountsStale';
import { attendeeKey } from '../attendeeKey';

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
  { sequence, now, transaction }: { sequence: number; now: Date; transaction: Transaction },
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
  if (Number(changed) !== 1) return false;
  await staleLeadCounts(sequelize, { bookingId: id }, transaction);
  return true;
}
