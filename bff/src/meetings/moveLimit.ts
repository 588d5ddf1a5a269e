/**
 * How often a visitor may move a meeting through its link. Each move mails the visitor and staff
 * a new invitation, so a link without a limit was a way to send unlimited mail: the per-address
 * rate limit alone let one link, used from 8 addresses, move a meeting 12 times in seconds
 * (24 e-mails). Past the limit the visitor writes to staff, who are not held to it. The store
 * counts the moves from the meeting's history (readMeeting's `visitorMoves`); lifecycle.ts refuses
 * the move past MEETING_MAX_VISITOR_MOVES.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/**
 * Ends every link to `bookingId`, before a move mints the one its new invitation carries: a link
 * in an older e-mail (forwarded, or read by someone else) then opens nothing, like an unknown one.
 */
export async function revokeManageLinks(
  sequelize: Sequelize,
  bookingId: string,
  { transaction }: { transaction: Transaction },
): Promise<void> {
  await sequelize.query('DELETE FROM meeting_links WHERE booking_id = :bookingId', {
    replacements: { bookingId },
    type: QueryTypes.BULKDELETE,
    transaction,
  });
}
