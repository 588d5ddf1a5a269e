import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { deleteBooking, readMeeting } from './store';

/**
 * Deletes a meeting for good, inside the caller's transaction: its reminder, manage links and
 * history, then its row. Sends nothing. On MySQL the row is locked like a cancel or a move locks
 * it, and the reminder goes first: a reminder being sent meanwhile either commits first or finds
 * its reminder gone and sends nothing.
 */
export async function eraseMeeting(
  sequelize: Sequelize,
  bookingId: string,
  { transaction }: { transaction: Transaction },
): Promise<void> {
  await readMeeting(sequelize, bookingId, { transaction, lock: true });
  for (const table of ['meeting_reminders', 'meeting_links', 'meeting_history']) {
    await sequelize.query(`DELETE FROM ${table} WHERE booking_id = :bookingId`, {
      replacements: { bookingId },
      type: QueryTypes.DELETE,
      transaction,
    });
  }
  await deleteBooking(sequelize, bookingId, { transaction });
}
