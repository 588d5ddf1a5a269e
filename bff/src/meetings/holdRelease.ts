/**
 * Releases the meetings their visitors did not confirm in time (verification.ts): each in one
 * transaction, the claim (a conditional UPDATE that one replica wins), the reminder stopped, the
 * history line and the cancellation e-mails to the visitor and staff. A process that dies mid-way
 * rolls everything back and the next round releases it. Every replica runs the job beside the
 * reminder job; the first round runs at start, so holds that ran out while every process was
 * down are released at once.
 */
import type { Sequelize } from 'sequelize';
import { writeTransaction } from '../db/writeTransaction';
import { enqueueMail } from '../mail/outbox';
import { recordMeetingEvent } from './history';
import { createMeetingJob, type MeetingJob, type MeetingJobOptions } from './meetingJob';
import { cancelledMails, type MeetingMailContext } from './meetingMails';
import { claimRelease, expiredHolds, readMeeting } from './store';
import { cancelReminder } from './reminders';
import { emitWebhookEvent } from '../webhooks/emit';

/** Holds released in one round at most; a full round goes on at once. */
export const RELEASE_BATCH = 20;

/** What staff read in the meeting's history. */
export const RELEASE_DETAIL = 'Not confirmed by the visitor in time';

/** Releases every expired hold this process wins; returns the meetings it released. */
export async function releaseExpiredHolds(
  sequelize: Sequelize,
  context: Omit<MeetingMailContext, 'now'>,
  now: Date,
): Promise<string[]> {
  const released: string[] = [];
  for (const bookingId of await expiredHolds(sequelize, now, RELEASE_BATCH)) {
    const won = await writeTransaction(sequelize, async (transaction) => {
      const meeting = await readMeeting(sequelize, bookingId, { transaction, lock: true });
      if (meeting === null) return false;
      const sequence = meeting.sequence + 1;
      if (!(await claimRelease(sequelize, bookingId, { sequence, now, transaction }))) {
        return false;
      }
      await cancelReminder(sequelize, bookingId, { now, transaction });
      const actor = { kind: 'system' } as const;
      await recordMeetingEvent(
        sequelize,
        bookingId,
        { event: 'cancelled', actor, fromStart: meeting.start, detail: RELEASE_DETAIL },
        { transaction, now },
      );
      const mails = cancelledMails(
        meeting,
        { ...context, now },
        { sequence, actor, reason: RELEASE_DETAIL },
      );
      for (const mail of mails) {
        await enqueueMail(sequelize, mail, {
          transaction,
          domain: context.mail.domain,
          now,
          about: bookingId,
        });
      }
      await emitWebhookEvent(sequelize, 'meeting.cancelled', { bookingId }, { transaction, now });
      return true;
    });
    if (won) released.push(bookingId);
  }
  return released;
}

export type HoldReleaseJobOptions = MeetingJobOptions;
export type HoldReleaseJob = MeetingJob<string[]>;

export function createHoldReleaseJob(options: HoldReleaseJobOptions): HoldReleaseJob {
  return createMeetingJob(options, {
    name: 'booking holds',
    component: 'booking-holds',
    round: releaseExpiredHolds,
    report: (log, released) => {
      for (const bookingId of released) log.info('unconfirmed booking released', { bookingId });
    },
    fullBatch: (released) => released.length >= RELEASE_BATCH,
  });
}
