/**
 * Reminders: one row per meeting in `meeting_reminders`, due `lead` before the meeting.
 *
 *   pending --sent by one replica--> sent
 *      |------meeting cancelled-----> cancelled
 *      '------too late to remind----> skipped
 *   any state --meeting moved--> pending for the new time (or skipped when that is too soon)
 *
 * Sending is one transaction: the conditional UPDATE pending -> sent (the claim), a fresh manage
 * link, the e-mail queued in the outbox and the history line. The UPDATE matches only a row still
 * pending, and the database lets one transaction have it (InnoDB re-checks the condition after
 * the other's row lock; SQLite writes one at a time): of any number of replicas exactly one
 * queues the reminder. A process that dies mid-way rolls everything back and the reminder stays
 * pending for the next round. The outbox then delivers it like any other message.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { sqlDateTime } from '../db/sqlDateTime';
import { writeTransaction } from '../db/writeTransaction';
import { enqueueMail } from '../mail/outbox';
import { recordMeetingEvent } from './history';
import { mintManageToken } from './manageLinks';
import { reminderMail, type MeetingMailContext } from './meetingMails';
import { readMeeting } from './store';
import { advisorOfMeeting } from '../advisors/store';

export type ReminderStatus = 'pending' | 'sent' | 'cancelled' | 'skipped';

/**
 * (Re-)arms the reminder of a meeting starting at `start`: due `leadMs` before it, or skipped when
 * that moment has passed (booked or moved less than `leadMs` ahead) or reminders are off (0).
 */
export async function armReminder(
  sequelize: Sequelize,
  bookingId: string,
  {
    start,
    leadMs,
    now,
    transaction,
  }: { start: Date; leadMs: number; now: Date; transaction: Transaction },
): Promise<void> {
  const due = new Date(start.getTime() - leadMs);
  const status: ReminderStatus = leadMs > 0 && due > now ? 'pending' : 'skipped';
  const at = (date: Date) => sqlDateTime(sequelize, date);
  const replacements = { bookingId, due: at(due), status, now: at(now) };
  // Looked up rather than judged by the UPDATE's count: MySQL counts a row it left unchanged as 0.
  const [existing] = await sequelize.query(
    'SELECT booking_id FROM meeting_reminders WHERE booking_id = :bookingId',
    { replacements, type: QueryTypes.SELECT, transaction },
  );
  if (existing !== undefined) {
    await sequelize.query(
      `UPDATE meeting_reminders
          SET due_at = :due, status = :status, sent_at = NULL, updated_at = :now
        WHERE booking_id = :bookingId`,
      { replacements, type: QueryTypes.BULKUPDATE, transaction },
    );
    return;
  }
  await sequelize.query(
    `INSERT INTO meeting_reminders (booking_id, due_at, status, updated_at)
     VALUES (:bookingId, :due, :status, :now)`,
    { replacements, type: QueryTypes.INSERT, transaction },
  );
}

/** A cancelled meeting is reminded of no more. */
export async function cancelReminder(
  sequelize: Sequelize,
  bookingId: string,
  { now, transaction }: { now: Date; transaction: Transaction },
): Promise<void> {
  await sequelize.query(
    `UPDATE meeting_reminders SET status = 'cancelled', updated_at = :now
      WHERE booking_id = :bookingId AND status = 'pending'`,
    {
      replacements: { bookingId, now: sqlDateTime(sequelize, now) },
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
}

/** Reminders handled in one round at most; a full round goes on at once. */
export const REMINDER_BATCH = 20;

export interface ReminderRound {
  /** Reminders this call queued. */
  sent: string[];
  /** Due reminders this call found too late (the meeting started, or is no longer booked). */
  skipped: string[];
}

/** Queues every due reminder this process wins; see the file comment for why only once. */
export async function sendDueReminders(
  sequelize: Sequelize,
  context: Omit<MeetingMailContext, 'now'>,
  now: Date,
): Promise<ReminderRound> {
  const at = sqlDateTime(sequelize, now);
  const due = await sequelize.query<{ booking_id: string }>(
    `SELECT booking_id FROM meeting_reminders WHERE status = 'pending' AND due_at <= :now
      ORDER BY due_at LIMIT :limit`,
    { replacements: { now: at, limit: REMINDER_BATCH }, type: QueryTypes.SELECT },
  );
  const round: ReminderRound = { sent: [], skipped: [] };
  for (const { booking_id: bookingId } of due) {
    const outcome = await writeTransaction(sequelize, async (transaction) => {
      const meeting = await readMeeting(sequelize, bookingId, { transaction });
      const late = meeting === null || meeting.status !== 'booked' || meeting.start <= now;
      const claimed = await sequelize.query(
        `UPDATE meeting_reminders SET status = :status, sent_at = :sentAt, updated_at = :now
          WHERE booking_id = :bookingId AND status = 'pending' AND due_at <= :now`,
        {
          replacements: {
            bookingId,
            status: late ? 'skipped' : 'sent',
            sentAt: late ? null : at,
            now: at,
          },
          type: QueryTypes.BULKUPDATE,
          transaction,
        },
      );
      // Another replica had it, or a move re-armed it meanwhile.
      if (claimed !== 1) return 'lost' as const;
      if (late || meeting === null) return 'skipped' as const;
      const token = await mintManageToken(sequelize, bookingId, { transaction, now });
      const advisor = await advisorOfMeeting(sequelize, bookingId, { transaction });
      const mail = reminderMail(
        meeting,
        { ...context, now, advisor },
        { token, sequence: meeting.sequence },
      );
      await enqueueMail(sequelize, mail, {
        transaction,
        domain: context.mail.domain,
        now,
        about: bookingId,
      });
      await recordMeetingEvent(
        sequelize,
        bookingId,
        { event: 'reminded', actor: { kind: 'system' } },
        { transaction, now },
      );
      return 'sent' as const;
    });
    if (outcome === 'sent') round.sent.push(bookingId);
    if (outcome === 'skipped') round.skipped.push(bookingId);
  }
  return round;
}
