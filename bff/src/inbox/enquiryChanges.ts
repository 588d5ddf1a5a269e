/**
 * What staff do to an enquiry: move it through its statuses, write internal notes, delete it.
 * Each change is one write transaction on the enquiry's locked row; a status change and a note
 * leave an `enquiry_events` row naming who and when, which the enquiry's activity shows.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { EnquiryStatus } from '@app/contract/inbox';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import { eraseMeeting } from '../meetings/eraseMeeting';
import { emitWebhookEvent } from '../webhooks/emit';
import { eraseWebhookPayloads } from '../webhooks/erase';
import { readEnquiryLinks } from './enquiryDetail';

export interface ChangeContext {
  actor: { id: number; username: string };
  now: Date;
}

export type StatusOutcome =
  | { status: 'changed'; from: EnquiryStatus }
  /** It had that status already: nothing is recorded. */
  | { status: 'unchanged' }
  | { status: 'not-found' };

async function recordEvent(
  sequelize: Sequelize,
  enquiryId: string,
  event:
    { kind: 'status'; from: EnquiryStatus; to: EnquiryStatus } | { kind: 'note'; body: string },
  { actor, now, transaction }: ChangeContext & { transaction: Transaction },
): Promise<void> {
  const at = sqlDateTime(sequelize, now);
  await sequelize.query(
    `INSERT INTO enquiry_events
       (enquiry_id, kind, actor_id, actor_name, from_status, to_status, body, occurred_at)
     VALUES (:enquiryId, :kind, :actorId, :actorName, :from, :to, :body, :now)`,
    {
      replacements: {
        enquiryId,
        kind: event.kind,
        actorId: actor.id,
        actorName: actor.username.slice(0, 100),
        from: event.kind === 'status' ? event.from : null,
        to: event.kind === 'status' ? event.to : null,
        body: event.kind === 'note' ? event.body : null,
        now: at,
      },
      type: QueryTypes.INSERT,
      transaction,
    },
  );
  await sequelize.query('UPDATE enquiries SET updated_at = :now WHERE id = :enquiryId', {
    replacements: { enquiryId, now: at },
    type: QueryTypes.BULKUPDATE,
    transaction,
  });
}

export async function changeEnquiryStatus(
  sequelize: Sequelize,
  id: string,
  to: EnquiryStatus,
  context: ChangeContext,
): Promise<StatusOutcome> {
  return writeTransaction(sequelize, async (transaction): Promise<StatusOutcome> => {
    const enquiry = await readEnquiryLinks(sequelize, id, { transaction, lock: true });
    if (enquiry === null) return { status: 'not-found' };
    if (enquiry.status === to) return { status: 'unchanged' };
    await sequelize.query('UPDATE enquiries SET status = :to WHERE id = :id', {
      replacements: { id, to },
      type: QueryTypes.BULKUPDATE,
      transaction,
    });
    await recordEvent(
      sequelize,
      id,
      { kind: 'status', from: enquiry.status, to },
      { ...context, transaction },
    );
    const now = context.now;
    await emitWebhookEvent(sequelize, 'enquiry.updated', { enquiryId: id }, { transaction, now });
    return { status: 'changed', from: enquiry.status };
  });
}

/** Adds an internal note; false when there is no such enquiry. */
export async function addEnquiryNote(
  sequelize: Sequelize,
  id: string,
  body: string,
  context: ChangeContext,
): Promise<boolean> {
  return writeTransaction(sequelize, async (transaction) => {
    const enquiry = await readEnquiryLinks(sequelize, id, { transaction, lock: true });
    if (enquiry === null) return false;
    await recordEvent(sequelize, id, { kind: 'note', body }, { ...context, transaction });
    return true;
  });
}

/**
 * Deletes an enquiry and everything the visitor sent with it, for good: its events, its contact
 * message, its booking with the booking's manage links, history and reminder, and every queued
 * or sent mail about the booking or the message; its webhook bodies are blanked. Sends nothing:
 * a visitor whose data is erased on request is not mailed a cancellation. False when there is
 * no such enquiry.
 *
 * A reminder being sent meanwhile either commits first (its mail is then deleted here) or finds
 * its reminder gone and sends nothing (eraseMeeting).
 */
export async function deleteEnquiry(sequelize: Sequelize, id: string): Promise<boolean> {
  return writeTransaction(sequelize, async (transaction) => {
    const enquiry = await readEnquiryLinks(sequelize, id, { transaction, lock: true });
    if (enquiry === null) return false;
    const run = (sql: string, replacements: Record<string, unknown>) =>
      sequelize.query(sql, { replacements, type: QueryTypes.DELETE, transaction });

    const { bookingId, contactMessageId } = enquiry;
    if (bookingId !== null) await eraseMeeting(sequelize, bookingId, { transaction });
    if (contactMessageId !== null) {
      await run('DELETE FROM contact_messages WHERE id = :contactMessageId', { contactMessageId });
    }
    await run('DELETE FROM enquiry_events WHERE enquiry_id = :id', { id });
    await run('DELETE FROM enquiries WHERE id = :id', { id });
    await eraseWebhookPayloads(transaction, [id]);
    const about = [bookingId, contactMessageId].filter((value) => value !== null);
    if (about.length > 0) await run('DELETE FROM outbox WHERE about_id IN (:about)', { about });
    return true;
  });
}
