/**
 * The webhooks' part of erasing enquiries (retention and erasure on request): the bodies queued
 * or sent about them, and the receivers' answers, which may echo them, go. The delivery rows stay
 * with an empty body, so the log still counts what was sent; a delivery not sent yet is failed,
 * never sent empty, and cannot be resent.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';

/** Blanks every delivery about `enquiryIds`; returns how many deliveries it blanked. */
export async function eraseWebhookPayloads(
  transaction: Transaction,
  enquiryIds: readonly string[],
): Promise<number> {
  if (enquiryIds.length === 0) return 0;
  // Sequelize keeps its instance on the transaction; its types do not say so.
  const { sequelize } = transaction as Transaction & { sequelize: Sequelize };
  const ids = [...enquiryIds];
  await sequelize.query(
    `UPDATE webhook_attempts SET response = ''
      WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE enquiry_id IN (:ids))`,
    { replacements: { ids }, type: QueryTypes.BULKUPDATE, transaction },
  );
  const blanked = await sequelize.query(
    `UPDATE webhook_deliveries
        SET payload = '',
            status = CASE WHEN status = 'delivered' THEN status ELSE 'failed' END,
            locked_by = NULL, locked_until = NULL
      WHERE enquiry_id IN (:ids)`,
    { replacements: { ids }, type: QueryTypes.BULKUPDATE, transaction },
  );
  return Number(blanked);
}
