/**
 * A booking to an address nobody has verified holds its slot and a place in the day's capacity
 * only until `hold_until` (BOOKING_CONFIRM_HOLD_MINUTES after booking). The invitation asks the
 * visitor to confirm it through the manage link; confirmed, it stands like any booking, and the
 * address counts as verified whenever it books again. Unconfirmed, the release job cancels it
 * (with the cancellation e-mail and calendar CANCEL), which frees the slot and the day's capacity.
 *
 * Why: the day's cap counted every booking, and with 7 networks and 10 throwaway addresses one
 * actor filled it and refused every real visitor until the day ended. Throwaway addresses now keep
 * nothing past the hold, and the per-network cap (which counts released ones too) stops them
 * booking again; docs/booking-and-mail.md has the figures.
 */
import type { Sequelize, Transaction } from 'sequelize';
import { isVerifiedAttendee, setConfirmation } from './store';

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
  await setConfirmation(
    sequelize,
    booking.id,
    { holdUntil: holdUntil ?? null, confirmedAt: verified ? now : null },
    { transaction },
  );
  return holdUntil;
}
