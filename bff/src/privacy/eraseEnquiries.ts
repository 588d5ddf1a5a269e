/**
 * The one erasure of enquiries, whether the retention run or a person's request calls it: the
 * facts the leads report counts are copied into `erased_enquiries` (no name, address, message,
 * note or attribution detail, no id leading back), every domain's eraser removes what it holds,
 * then the enquiries' rows go. All inside the caller's transaction.
 */
import { QueryTypes } from 'sequelize';
import type { ErasureCounts } from '@app/contract/privacy';
import { sqlDateTime } from '../db/sqlDateTime';
import { heldMeetingsAmong } from '../meetings/store';
import { deleteDeliveredOwedMail, ERASERS, type ErasureTx } from './erasers';

/** Adds `more` into `into`, kind by kind. */
export function addCounts(into: ErasureCounts, more: ErasureCounts): ErasureCounts {
  for (const [kind, n] of Object.entries(more)) into[kind] = (into[kind] ?? 0) + n;
  return into;
}

/**
 * What the report needs of each enquiry, as it counts it now: a meeting booked, a meeting held
 * (booked, not cancelled, ended by now), the outcome, and the dimensions it is broken down by.
 */
async function keepCounts(tx: ErasureTx, ids: readonly string[]): Promise<void> {
  const { sequelize, transaction, now } = tx;
  const meetings = await sequelize.query<{ booking_id: string }>(
    'SELECT booking_id FROM enquiries WHERE id IN (:ids) AND booking_id IS NOT NULL',
    { replacements: { ids }, type: QueryTypes.SELECT, transaction },
  );
  const held = await heldMeetingsAmong(
    sequelize,
    meetings.map((row) => row.booking_id),
    now,
    { transaction },
  );
  await sequelize.query(
    `INSERT INTO erased_enquiries
       (received_at, services, source, medium, campaign, landing_path, language, outcome,
        booked, held, erased_at)
     SELECT received_at, services, source, medium, campaign, landing_path, language, outcome,
            CASE WHEN booking_id IS NOT NULL THEN 1 ELSE 0 END,
            ${held.length === 0 ? '0' : 'CASE WHEN booking_id IN (:held) THEN 1 ELSE 0 END'},
            :now
       FROM enquiries
      WHERE id IN (:ids)`,
    {
      replacements: { ids, held, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}

/** Erases the enquiries `ids` and everything of them; returns what each domain removed. */
export async function eraseEnquiries(
  tx: ErasureTx,
  ids: readonly string[],
): Promise<ErasureCounts> {
  const counts: ErasureCounts = { enquiries: 0 };
  counts.mails = await deleteDeliveredOwedMail(tx);
  if (ids.length === 0) return counts;
  const [withAttribution] = await tx.sequelize.query<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM enquiries WHERE id IN (:ids) AND attribution IS NOT NULL',
    { replacements: { ids }, type: QueryTypes.SELECT, transaction: tx.transaction },
  );
  await keepCounts(tx, ids);
  for (const eraser of ERASERS) addCounts(counts, await eraser(tx, ids));
  counts.attributions = Number(withAttribution?.n ?? 0);
  counts.enquiries = Number(
    await tx.sequelize.query('DELETE FROM enquiries WHERE id IN (:ids)', {
      replacements: { ids },
      type: QueryTypes.BULKDELETE,
      transaction: tx.transaction,
    }),
  );
  return counts;
}
