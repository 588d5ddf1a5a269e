/**
 * Staff give a booked meeting to another advisor: one write transaction behind the booking gate
 * (so no booking takes that advisor meanwhile) on the meeting's locked row. The old advisor gets
 * METHOD:CANCEL, the new one METHOD:REQUEST, the visitor an update with the same UID and a higher
 * SEQUENCE; the old advisor's feed keeps the meeting as CANCELLED for 30 days. A meeting changes
 * hands here (staff's choice) or in a move whose advisor is not free then (moveAdvisor.ts): what
 * else must hear of it (a webhook) hooks into both.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import { splitServices } from '@app/contract/contact';
import type { ErrorCode } from '@app/contract/errorCodes';
import type { Sequelize } from 'sequelize';
import { writeTransaction } from '../db/writeTransaction';
import type { MailConfig } from '../mail/config';
import { enqueueMail } from '../mail/outbox';
import { passBookingGate } from '../meetings/bookingCaps';
import { recordMeetingEvent, type Actor } from '../meetings/history';
import type { MeetingRecord } from '../meetings/meetingRecord';
import { assignmentOf, readMeeting, recordDeparture, setAssignment } from '../meetings/store';
import { advisorMail, visitorReassignedMail } from './advisorMails';
import { advisorFree, bookedAround, coversServices } from './advisorSlots';
import { mailAdvisorOf, readAdvisor, type AdvisorRecord } from './store';
import { emitWebhookEvent } from '../webhooks/emit';
import { staffText } from '../mail/messages/mailText';

export interface ReassignDeps {
  sequelize: Sequelize;
  /** The firm's schedule in force (rules and closures apply to advisors too). */
  schedule: () => Promise<AvailabilitySchedule>;
  mail: MailConfig;
  now: () => Date;
}

export type ReassignOutcome =
  | {
      status: 'reassigned';
      meeting: MeetingRecord;
      /** The advisor it left ('' : the firm's) and the one it went to. */
      fromAdvisorId: string;
      to: AdvisorRecord;
      sequence: number;
    }
  /** No such booked meeting that has not ended (404). */
  | { status: 'meeting-not-found' }
  /** No such advisor (404). */
  | { status: 'advisor-not-found' }
  /** The advisor cannot take it (409, with why). */
  | { status: 'refused'; code: ErrorCode; name: string };

class Refused extends Error {
  constructor(readonly outcome: Exclude<ReassignOutcome, { status: 'reassigned' }>) {
    super(outcome.status);
  }
}

/** Gives meeting `bookingId` to advisor `advisorId`; see the file comment. */
export async function reassignMeeting(
  { sequelize, schedule, mail, now }: ReassignDeps,
  { bookingId, advisorId, actor }: { bookingId: string; advisorId: string; actor: Actor },
): Promise<ReassignOutcome> {
  const at = now();
  const firm = await schedule();
  try {
    return await writeTransaction(sequelize, async (transaction) => {
      await passBookingGate(sequelize, transaction);
      const meeting = await readMeeting(sequelize, bookingId, { transaction, lock: true });
      const held = await assignmentOf(sequelize, bookingId, { transaction });
      if (meeting === null || held === null || meeting.status !== 'booked' || meeting.end <= at) {
        throw new Refused({ status: 'meeting-not-found' });
      }
      const to = await readAdvisor(sequelize, advisorId, { transaction });
      if (to === null) throw new Refused({ status: 'advisor-not-found' });
      const refuse = (code: ErrorCode) => new Refused({ status: 'refused', code, name: to.name });
      if (held.advisorId === to.id) throw refuse('advisors.same-advisor');
      if (!to.active) throw refuse('advisors.inactive');
      if (!coversServices(to, splitServices(held.services))) throw refuse('advisors.not-covering');
      const span = { start: meeting.start, end: meeting.end };
      const others = (await bookedAround(sequelize, span, transaction)).filter(
        (b) => b.id !== meeting.id,
      );
      if (!advisorFree(to, span, { now: at, firm, booked: others, staffMove: true })) {
        throw refuse('advisors.not-free');
      }
      const sequence = meeting.sequence + 1;
      const by = actor.kind === 'staff' ? actor.name : staffText('by.system');
      const reason = `reassigned by ${by}`;
      await setAssignment(
        sequelize,
        bookingId,
        { advisorId: to.id, reason, sequence },
        { now: at, transaction },
      );
      const from =
        held.advisorId === ''
          ? null
          : await readAdvisor(sequelize, held.advisorId, { transaction });
      if (from !== null) {
        await recordDeparture(
          sequelize,
          { bookingId, advisorId: from.id, sequence },
          { now: at, transaction },
        );
      }
      await recordMeetingEvent(
        sequelize,
        bookingId,
        { event: 'reassigned', actor, detail: `${from?.name ?? 'the firm'} to ${to.name}` },
        { transaction, now: at },
      );
      const ctx = { mail, businessTz: firm.timeZone, now: at };
      const mails = [
        advisorMail(meeting, ctx, mailAdvisorOf(to), {
          method: 'REQUEST',
          sequence,
          why: staffText('advisor.why.reassignedToYou', { by }),
        }),
        visitorReassignedMail(meeting, ctx, mailAdvisorOf(to), sequence),
      ];
      if (from !== null) {
        mails.push(
          advisorMail(meeting, ctx, mailAdvisorOf(from), {
            method: 'CANCEL',
            sequence,
            why: staffText('advisor.why.reassignedAway', { advisor: to.name, by }),
          }),
        );
      }
      for (const message of mails) {
        await enqueueMail(sequelize, message, {
          transaction,
          domain: mail.domain,
          now: at,
          about: bookingId,
        });
      }
      await emitWebhookEvent(
        sequelize,
        'meeting.reassigned',
        { bookingId },
        { transaction, now: at },
      );
      return {
        status: 'reassigned' as const,
        meeting: { ...meeting, sequence },
        fromAdvisorId: held.advisorId,
        to,
        sequence,
      };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
