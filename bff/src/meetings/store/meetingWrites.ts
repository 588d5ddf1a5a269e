/** Writes of the `bookings` table: a new meeting, its move, its cancellation, its deletion. */
import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../../db/sqlDateTime';
import { staleLeadCounts } from '../../enquiries/leadCountsStale';
import { attendeeKey } from '../attendeeKey';
import type { MeetingRecord } from '../meetingRecord';
import { overlapsBookedMeeting } from './meetingReads';

/** The slot is someone else's already (answer 409). */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError';
  constructor() {
    super('The slot is already booked');
  }
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
  const advisorId = booking.advisor?.id ?? '';
  const overlaps = await overlapsBookedMeeting(sequelize, booking, { transaction, advisorId });
  if (overlaps) throw new SlotTakenError();
  try {
    await sequelize.query(
      `INSERT INTO bookings
         (id, start_utc, end_utc, held_start, attendee_email, attendee_key, client_name,
          description, visitor_tz, client_ip, language, status, sequence, advisor_id,
          assignment_reason, services, created_at, updated_at)
       VALUES (:id, :start, :end, :start, :attendeeEmail, :attendeeKey, :clientName,
          :description, :visitorTz, :clientIp, :language, 'booked', :sequence, :advisorId,
          :assignmentReason, :services, :now, :now)`,
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
          advisorId,
          assignmentReason: booking.advisor?.reason ?? null,
          services: booking.services ?? null,
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
  await staleLeadCounts(sequelize, { bookingId: id }, transaction);
}

/**
 * Moves a booked meeting, to another advisor too when `to.advisor` says so (in the same statement:
 * the unique key on (held_start, advisor_id) judges the meeting's new slot and holder together).
 * Moving held_start frees the old slot and takes the new one under the unique key: of two changes
 * racing for one slot, the second fails here like a second booking.
 * @throws SlotTakenError when the new slot is someone else's.
 */
export async function moveMeeting(
  sequelize: Sequelize,
  id: string,
  to: {
    start: Date;
    end: Date;
    visitorTz: string | null;
    advisor?: { id: string; reason: string };
  },
  { sequence, now, transaction }: Change,
): Promise<void> {
  const at = (date: Date) => sqlDateTime(sequelize, date);
  const handOver =
    to.advisor === undefined ? '' : 'advisor_id = :advisorId, assignment_reason = :reason,';
  try {
    await sequelize.query(
      `UPDATE bookings SET start_utc = :start, end_utc = :end, held_start = :start, ${handOver}
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
          advisorId: to.advisor?.id ?? null,
          reason: to.advisor?.reason ?? null,
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
