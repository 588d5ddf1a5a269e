/**
 * The leads report keeps counts per closed day (bff/src/reports/leadCounts.ts). A change to an
 * enquiry that moves those counts (its outcome, its meeting cancelled, a message joining it)
 * calls this in the change's transaction: the enquiry's day leaves the list of current days, and
 * the next report counts it again from the enquiries.
 *
 * Only the report knows the business zone; a UTC date's zone day is that date or one either
 * side, so the three go. Recounting three days of enquiries is cheap.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

const DAY_MS = 86_400_000;

/** A DATETIME read back: a Date on MySQL, text (`yyyy-MM-dd HH:mm:ss.SSS +00:00`) on SQLite. */
export function utcDateOf(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(`${value.slice(0, 10)}T${value.slice(11, 23)}Z`);
}

export async function staleLeadCounts(
  sequelize: Sequelize,
  of: { enquiryId: string } | { bookingId: string },
  transaction: Transaction,
): Promise<void> {
  const [row] = await sequelize.query<{ received_at: Date | string }>(
    `SELECT received_at FROM enquiries WHERE ${'enquiryId' in of ? 'id' : 'booking_id'} = :id`,
    {
      replacements: { id: 'enquiryId' in of ? of.enquiryId : of.bookingId },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (row === undefined) return;
  const at = utcDateOf(row.received_at).getTime();
  const days = [-1, 0, 1].map((n) => new Date(at + n * DAY_MS).toISOString().slice(0, 10));
  await sequelize.query('DELETE FROM lead_count_days WHERE day IN (:days)', {
    replacements: { days },
    type: QueryTypes.DELETE,
    transaction,
  });
}
