/**
 * Erasure of enquiries, by domain. Each domain that keeps something about an enquiry registers an
 * eraser here: given the enquiries' ids, inside the erasure's transaction, it deletes what it
 * holds about them and says how many of each kind it removed. The enquiries' rows themselves go
 * last (eraseEnquiries.ts), so every eraser can still read what an enquiry links to.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ErasureCounts } from '@app/contract/privacy';
import { eraseMeeting } from '../meetings/eraseMeeting';
import { eraseWebhookPayloads } from '../webhooks/erase';

/** What an eraser works in: the erasure's one write transaction. */
export interface ErasureTx {
  sequelize: Sequelize;
  transaction: Transaction;
  now: Date;
}

export type Eraser = (tx: ErasureTx, enquiryIds: readonly string[]) => Promise<ErasureCounts>;

/**
 * The outbox row marker of a mail still owed to an erased person (the cancellation of a meeting
 * an erasure cancelled): delivered, then deleted by the next erasure or daily run.
 */
export const OWED_MAIL = 'erased';

async function select<Row extends object>(
  { sequelize, transaction }: ErasureTx,
  sql: string,
  replacements: Record<string, unknown>,
): Promise<Row[]> {
  return sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT, transaction });
}

/** Runs a DELETE or UPDATE; returns how many rows it changed. */
async function change(
  { sequelize, transaction }: ErasureTx,
  sql: string,
  replacements: Record<string, unknown>,
): Promise<number> {
  const type = sql.startsWith('DELETE') ? QueryTypes.BULKDELETE : QueryTypes.BULKUPDATE;
  return Number(await sequelize.query(sql, { replacements, type, transaction }));
}

/** The booking and contact-message ids of the enquiries: what their mail is `about`. */
async function linksOf(tx: ErasureTx, ids: readonly string[]) {
  const rows = await select<{ booking_id: string | null; contact_message_id: string | null }>(
    tx,
    'SELECT booking_id, contact_message_id FROM enquiries WHERE id IN (:ids)',
    { ids },
  );
  return {
    meetingIds: rows.flatMap((row) => (row.booking_id === null ? [] : [row.booking_id])),
    messages: rows.flatMap((row) =>
      row.contact_message_id === null ? [] : [row.contact_message_id],
    ),
  };
}

/** Meetings, with their manage links, history and reminders (meetings/eraseMeeting.ts). */
const meetings: Eraser = async (tx, ids) => {
  const { meetingIds } = await linksOf(tx, ids);
  for (const bookingId of meetingIds) {
    await eraseMeeting(tx.sequelize, bookingId, { transaction: tx.transaction });
  }
  return { meetings: meetingIds.length };
};

/** The contact messages as the form sent them. */
const messages: Eraser = async (tx, ids) => {
  const { messages: found } = await linksOf(tx, ids);
  if (found.length === 0) return { messages: 0 };
  return {
    messages: await change(tx, 'DELETE FROM contact_messages WHERE id IN (:found)', { found }),
  };
};

/** Staff's notes and status changes. */
const notes: Eraser = async (tx, ids) => {
  const [row] = await select<{ n: number | string }>(
    tx,
    "SELECT COUNT(*) AS n FROM enquiry_events WHERE enquiry_id IN (:ids) AND kind = 'note'",
    { ids },
  );
  await change(tx, 'DELETE FROM enquiry_events WHERE enquiry_id IN (:ids)', { ids });
  return { notes: Number(row?.n ?? 0) };
};

/**
 * Every mail about the enquiries, sent or not, except a cancellation still to be delivered: that
 * one is owed to the person, and is only detached (OWED_MAIL) until it has gone.
 */
const mails: Eraser = async (tx, ids) => {
  const { meetingIds, messages: found } = await linksOf(tx, ids);
  const about = [...meetingIds, ...found];
  if (about.length === 0) return { mails: 0 };
  await change(
    tx,
    `UPDATE outbox SET about_id = :owed
      WHERE about_id IN (:about) AND status IN ('pending', 'sending')
        AND ical_event LIKE '%"method":"CANCEL"%'`,
    { about, owed: OWED_MAIL },
  );
  return { mails: await change(tx, 'DELETE FROM outbox WHERE about_id IN (:about)', { about }) };
};

/** Owed mail that has been delivered (or given up on): nothing of the person stays behind. */
export async function deleteDeliveredOwedMail(tx: ErasureTx): Promise<number> {
  return change(tx, "DELETE FROM outbox WHERE about_id = :owed AND status IN ('sent', 'failed')", {
    owed: OWED_MAIL,
  });
}

/**
 * Every domain's eraser, in order. A new domain holding enquiry data (webhook payloads) adds its
 * eraser to this list.
 */
/** The bodies sent or queued to the firm's webhooks about them, and the answers that may echo them. */
const webhookBodies: Eraser = async ({ transaction }, ids) => ({
  webhookBodies: await eraseWebhookPayloads(transaction, ids),
});

export const ERASERS: readonly Eraser[] = [mails, meetings, messages, notes, webhookBodies];
