/**
 * Staff's verdict on an enquiry as a lead (open, won, lost, not a fit, with an optional reason).
 * One write transaction on the enquiry's locked row; a change leaves an `enquiry_events` row of
 * kind `outcome` (from and to in the status columns, the reason as its body) naming who and when.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { EnquiryOutcome } from '@app/contract/leads';
import { sqlDateTime } from '../db/sqlDateTime';
import { staleLeadCounts } from '../enquiries/leadCountsStale';
import { writeTransaction } from '../db/writeTransaction';
import type { ChangeContext } from './enquiryChanges';
import { readEnquiryLinks } from './enquiryDetail';
import { isEnquiryOutcome } from './leadRow';
import { emitWebhookEvent } from '../webhooks/emit';

export type OutcomeChange =
  | { status: 'changed'; from: EnquiryOutcome }
  /** It had that outcome and reason already: nothing is recorded. */
  | { status: 'unchanged' }
  | { status: 'not-found' };

export async function changeEnquiryOutcome(
  sequelize: Sequelize,
  id: string,
  { outcome, reason }: { outcome: EnquiryOutcome; reason: string | null },
  { actor, now }: ChangeContext,
): Promise<OutcomeChange> {
  return writeTransaction(sequelize, async (transaction): Promise<OutcomeChange> => {
    if ((await readEnquiryLinks(sequelize, id, { transaction, lock: true })) === null) {
      return { status: 'not-found' };
    }
    const [row] = await sequelize.query<{ outcome: string; outcome_reason: string | null }>(
      'SELECT outcome, outcome_reason FROM enquiries WHERE id = :id',
      { replacements: { id }, type: QueryTypes.SELECT, transaction },
    );
    const from = isEnquiryOutcome(row?.outcome) ? row.outcome : 'open';
    if (from === outcome && (row?.outcome_reason ?? null) === reason) {
      return { status: 'unchanged' };
    }
    const at = sqlDateTime(sequelize, now);
    await sequelize.query(
      `UPDATE enquiries SET outcome = :outcome, outcome_reason = :reason, updated_at = :at
        WHERE id = :id`,
      { replacements: { id, outcome, reason, at }, type: QueryTypes.BULKUPDATE, transaction },
    );
    await staleLeadCounts(sequelize, { enquiryId: id }, transaction);
    await sequelize.query(
      `INSERT INTO enquiry_events
         (enquiry_id, kind, actor_id, actor_name, from_status, to_status, body, occurred_at)
       VALUES (:id, 'outcome', :actorId, :actorName, :from, :outcome, :reason, :at)`,
      {
        replacements: {
          id,
          actorId: actor.id,
          actorName: actor.username.slice(0, 100),
          from,
          outcome,
          reason,
          at,
        },
        type: QueryTypes.INSERT,
        transaction,
      },
    );
    await emitWebhookEvent(sequelize, 'enquiry.updated', { enquiryId: id }, { transaction, now });
    return { status: 'changed', from };
  });
}
