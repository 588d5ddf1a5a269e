/**
 * The e-mail outbox: every outgoing message is a row in `outbox` before anything talks to a mail
 * server. Callers queue messages inside the transaction that stores what the message is about (a
 * booking, a contact message), so the two commit or vanish together; the worker
 * (outboxWorker.ts) delivers them later, and again after an outage, from any replica.
 */
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';

export const OUTBOX_TABLE = 'outbox';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A calendar invitation carried as a text/calendar alternative (nodemailer's `icalEvent`). */
export interface CalendarEvent {
  /** REQUEST adds or moves the event in the reader's calendar, CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  /** The iCalendar text, e.g. from buildMeetingInvite. */
  content: string;
}

/** What a feature hands to the outbox. The sender is MAIL_FROM, added at delivery. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  icalEvent?: CalendarEvent;
}

/** A queued message as the worker delivers it. */
export interface OutboxMessage extends OutgoingMail {
  id: number;
  /** `<uuid@MAIL_DOMAIN>`, fixed when queued. */
  messageId: string;
  /** Delivery attempts so far, including the one under way. */
  attempts: number;
}

export interface EnqueueOptions {
  transaction?: Transaction;
  /** MAIL_DOMAIN, for the Message-ID. */
  domain: string;
  /** When the message becomes due; now by default. */
  now?: Date;
  /**
   * The id of the booking or contact message the mail is about, so that deleting that enquiry
   * deletes its mail too (see inbox/enquiryChanges.ts). Omit for mail about nothing a visitor sent.
   */
  about?: string;
}

/**
 * Queues `mail`; returns the outbox id. Pass the caller's transaction so the message exists
 * exactly when the caller's own rows do.
 */
export async function enqueueMail(
  sequelize: Sequelize,
  mail: OutgoingMail,
  { transaction, domain, now = new Date(), about }: EnqueueOptions,
): Promise<number> {
  const [id] = await sequelize.query(
    `INSERT INTO ${OUTBOX_TABLE}
       (message_id, recipient, reply_to, subject, body_text, body_html, ical_event, about_id,
        status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
    {
      replacements: [
        `<${randomUUID()}@${domain}>`,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html,
        mail.icalEvent === undefined ? null : JSON.stringify(mail.icalEvent),
        about ?? null,
        sqlDateTime(sequelize, now),
        sqlDateTime(sequelize, now),
        sqlDateTime(sequelize, now),
      ],
      type: QueryTypes.INSERT,
      transaction,
    },
  );
  return Number(id);
}

/** A row of `outbox` as the drivers return it (SQLite gives dates as text). */
export interface OutboxRow {
  id: number | string;
  message_id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string;
  ical_event: string | null;
  status: OutboxStatus;
  attempts: number | string;
  next_attempt_at: Date | string;
  locked_by: string | null;
  locked_until: Date | string | null;
  last_error: string | null;
  sent_at: Date | string | null;
  about_id: string | null;
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const message: OutboxMessage = {
    id: Number(row.id),
    messageId: row.message_id,
    attempts: Number(row.attempts),
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
  };
  if (row.reply_to !== null) message.replyTo = row.reply_to;
  if (row.ical_event !== null) message.icalEvent = JSON.parse(row.ical_event) as CalendarEvent;
  return message;
}

/** Every row, oldest first: for tests and diagnostics. */
export async function listOutbox(sequelize: Sequelize): Promise<OutboxRow[]> {
  return sequelize.query<OutboxRow>(`SELECT * FROM ${OUTBOX_TABLE} ORDER BY id`, {
    type: QueryTypes.SELECT,
  });
}
