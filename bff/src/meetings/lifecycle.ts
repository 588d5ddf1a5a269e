/**
 * A meeting's state machine:
 *
 *   booked --cancel--> cancelled          (a second cancel: nothing happens, nothing is sent)
 *   booked --reschedule--> booked         (new time, same UID, SEQUENCE + 1)
 *
 * Every step is one write transaction on the meeting's locked row: the row, its reminder, its
 * history line and its e-mails commit together or not at all. Through the visitor's link both
 * close the schedule's change cut-off before the meeting; staff are not held to it.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import type { Sequelize, Transaction } from 'sequelize';
import type { MailConfig } from '../mail/config';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import type { MeetingsConfig } from './config';
import type { ScheduleSource } from './slotSchedule';
import { checkSlot, type SlotRejectionReason } from './slots';
import { writeTransaction } from '../db/writeTransaction';
import { armMeeting } from './armMeeting';
import { recordMeetingEvent, type Actor } from './history';
import { cancelledMails, changeableUntil, rescheduledMails } from './meetingMails';
import type { MeetingRecord } from './meetingRecord';
import {
  markCancelled,
  moveMeeting,
  bookedBetween,
  overlapsBookedMeeting,
  readMeeting,
  SlotTakenError,
} from './store';
import { cancelReminder } from './reminders';
import { emitWebhookEvent } from '../webhooks/emit';
import { advisorCopies } from '../advisors/advisorMails';
import { checkMoveSlot, settleMove, takeMove } from '../advisors/moveAdvisor';
import { passBookingGate } from './bookingCaps';
import { meetingTermsOf } from './meetingTerms';
import { staffText } from '../mail/messages/mailText';

const DAY_MS = 86_400_000;

export interface LifecycleDeps {
  sequelize: Sequelize;
  /**
   * The staff's schedule in force: a move is checked against it like a booking, and its zone and
   * change cut-off are the e-mails' and the link's.
   */
  schedule: ScheduleSource;
  mail: MailConfig;
  meetings: MeetingsConfig;
  now: () => Date;
}

/** Why a change is refused when the meeting itself stands in the way (answer 409). */
export type Blocked = 'cancelled' | 'closed' | 'ended';

export type CancelOutcome =
  | { status: 'cancelled'; meeting: MeetingRecord }
  /** It was cancelled before: answered like a success, and nothing is sent again. */
  | { status: 'already-cancelled'; meeting: MeetingRecord }
  | { status: 'blocked'; reason: Exclude<Blocked, 'cancelled'> }
  | { status: 'not-found' };

export type RescheduleOutcome =
  | { status: 'rescheduled'; meeting: MeetingRecord }
  | { status: 'blocked'; reason: Blocked }
  /** The new time breaks a booking rule (answer 400 on startTime). */
  | { status: 'rejected'; reason: SlotRejectionReason | 'same-time' }
  | { status: 'taken' }
  /** The visitor has used the moves their link allows (answer 409: write to staff). */
  | { status: 'move-limit'; moves: number; contact: string }
  | { status: 'not-found' };

export interface ChangeRequest {
  bookingId: string;
  actor: Actor;
  /** The visitor's link closes before the meeting; staff may change it until it ends. */
  enforceCutoff: boolean;
}

/** Why a booked meeting cannot be changed now, or null. */
function blockedAt(meeting: MeetingRecord, now: Date, cutoffMs: number | null): Blocked | null {
  if (meeting.status === 'cancelled') return 'cancelled';
  if (meeting.end <= now) return 'ended';
  if (cutoffMs !== null && now >= changeableUntil(meeting.start, cutoffMs)) return 'closed';
  return null;
}

async function enqueueAll(
  sequelize: Sequelize,
  mails: OutgoingMail[],
  options: Parameters<typeof enqueueMail>[2],
): Promise<void> {
  for (const message of mails) await enqueueMail(sequelize, message, options);
}

export async function cancelMeeting(
  { sequelize, schedule, mail, meetings, now }: LifecycleDeps,
  { bookingId, actor, enforceCutoff, reason = null }: ChangeRequest & { reason?: string | null },
): Promise<CancelOutcome> {
  const at = now();
  const terms = meetingTermsOf(await schedule());
  return writeTransaction(sequelize, async (transaction): Promise<CancelOutcome> => {
    const meeting = await readMeeting(sequelize, bookingId, { transaction, lock: true });
    if (meeting === null) return { status: 'not-found' };
    const blocked = blockedAt(meeting, at, enforceCutoff ? terms.changeCutoffMs : null);
    if (blocked === 'cancelled') return { status: 'already-cancelled', meeting };
    if (blocked !== null) return { status: 'blocked', reason: blocked };

    const sequence = meeting.sequence + 1;
    await markCancelled(sequelize, bookingId, { sequence, now: at, transaction });
    await cancelReminder(sequelize, bookingId, { now: at, transaction });
    await recordMeetingEvent(
      sequelize,
      bookingId,
      { event: 'cancelled', actor, fromStart: meeting.start, detail: reason },
      { transaction, now: at },
    );
    const context = { mail, ...terms, siteUrl: meetings.siteUrl, now: at };
    const why =
      reason === null
        ? staffText('advisor.why.cancelled')
        : staffText('advisor.why.cancelledBecause', { reason });
    const copy = { method: 'CANCEL' as const, sequence, why };
    await enqueueAll(
      sequelize,
      [
        ...cancelledMails(meeting, context, { sequence, actor, reason }),
        ...(await advisorCopies(sequelize, meeting, context, copy, transaction)),
      ],
      { transaction, domain: mail.domain, now: at, about: bookingId },
    );
    await emitWebhookEvent(sequelize, 'meeting.cancelled', { bookingId }, { transaction, now: at });
    return { status: 'cancelled', meeting: { ...meeting, status: 'cancelled', sequence } };
  });
}

export interface RescheduleRequestInput extends ChangeRequest {
  start: Date;
  /** Defaults to one slot after `start`. */
  end?: Date;
  /** The visitor's zone, when they sent it; kept otherwise. */
  timeZone?: string;
}

/**
 * The firm's refusal of a move when no advisor is active: a meeting over the new time, or the
 * buffers around the others, read under the move's transaction.
 * @throws SlotTakenError when another meeting overlaps the new time.
 */
async function firmRefusal(
  sequelize: Sequelize,
  meeting: MeetingRecord,
  { start, end, now, rules }: { start: Date; end: Date; now: Date; rules: AvailabilitySchedule },
  transaction: Transaction,
): Promise<SlotRejectionReason | null> {
  const except = meeting.id;
  if (await overlapsBookedMeeting(sequelize, { start, end }, { transaction, except })) {
    throw new SlotTakenError();
  }
  const around = await bookedBetween(
    sequelize,
    new Date(start.getTime() - DAY_MS),
    new Date(end.getTime() + DAY_MS),
    { transaction },
  );
  const others = around.filter(
    (b) =>
      b.start.getTime() !== meeting.start.getTime() || b.end?.getTime() !== meeting.end.getTime(),
  );
  const buffered = checkSlot({ start, end, now, rules, booked: others });
  return buffered.ok ? null : buffered.reason;
}

/**
 * Moves a meeting: checked against its advisor's schedule when advisors are active (the meeting
 * goes to another eligible advisor when theirs is not free: advisors/moveAdvisor.ts), else the
 * firm's; behind the booking gate, so a move racing a booking never double-books anyone.
 */
export async function rescheduleMeeting(
  { sequelize, schedule, mail, meetings, now }: LifecycleDeps,
  { bookingId, actor, enforceCutoff, start, end, timeZone }: RescheduleRequestInput,
): Promise<RescheduleOutcome> {
  const at = now();
  const current = await schedule();
  const terms = meetingTermsOf(current);
  const newEnd = end ?? new Date(start.getTime() + current.rules.meetingMinutes * 60_000);
  const span = { bookingId, start, end: newEnd, now: at, firm: current };
  const move = { ...span, staffMove: actor.kind === 'staff' };
  const check =
    (await checkMoveSlot(sequelize, move)) ??
    checkSlot({ start, end: newEnd, now: at, rules: current });
  if (!check.ok) return { status: 'rejected', reason: check.reason };

  try {
    return await writeTransaction(sequelize, async (transaction): Promise<RescheduleOutcome> => {
      await passBookingGate(sequelize, transaction);
      const meeting = await readMeeting(sequelize, bookingId, { transaction, lock: true });
      if (meeting === null) return { status: 'not-found' };
      const blocked = blockedAt(meeting, at, enforceCutoff ? terms.changeCutoffMs : null);
      if (blocked !== null) return { status: 'blocked', reason: blocked };
      if (meeting.start.getTime() === start.getTime()) {
        return { status: 'rejected', reason: 'same-time' };
      }
      if (actor.kind === 'visitor' && meeting.visitorMoves >= meetings.maxVisitorMoves) {
        return { status: 'move-limit', moves: meeting.visitorMoves, contact: mail.staffEmail };
      }
      const taker = await takeMove(sequelize, move, transaction);
      if (taker === 'none-free') throw new SlotTakenError();
      if (taker === null) {
        const refused = await firmRefusal(
          sequelize,
          meeting,
          { ...span, rules: current },
          transaction,
        );
        if (refused !== null) return { status: 'rejected', reason: refused };
      }

      const sequence = meeting.sequence + 1;
      const visitorTz = timeZone ?? meeting.visitorTz;
      const handOver =
        taker === null || taker.kept
          ? {}
          : { advisor: { id: taker.advisor.id, reason: taker.reason } };
      await moveMeeting(
        sequelize,
        bookingId,
        { start, end: newEnd, visitorTz, ...handOver },
        { sequence, now: at, transaction },
      );
      const token = await armMeeting(
        sequelize,
        bookingId,
        {
          start,
          entry: { event: 'rescheduled', actor, fromStart: meeting.start },
          reminderLeadMs: meetings.reminderLeadMs,
        },
        { transaction, now: at },
      );
      const moved: MeetingRecord = {
        ...meeting,
        start,
        end: newEnd,
        sequence,
        visitorTz,
        visitorMoves: meeting.visitorMoves + (actor.kind === 'visitor' ? 1 : 0),
      };
      const context = { mail, ...terms, siteUrl: meetings.siteUrl, now: at };
      const copy = { method: 'REQUEST' as const, sequence, why: staffText('advisor.why.moved') };
      await enqueueAll(
        sequelize,
        [
          ...rescheduledMails(
            moved,
            { start: meeting.start, end: meeting.end },
            taker === null ? context : { ...context, advisor: taker.advisor },
            { token, sequence, actor },
          ),
          ...(taker === null
            ? await advisorCopies(sequelize, moved, context, copy, transaction)
            : await settleMove(
                sequelize,
                { taker, before: meeting, moved, sequence, actor, ctx: context },
                transaction,
              )),
        ],
        { transaction, domain: mail.domain, now: at, about: bookingId },
      );
      const subject = { bookingId };
      await emitWebhookEvent(sequelize, 'meeting.rescheduled', subject, { transaction, now: at });
      return { status: 'rescheduled', meeting: moved };
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return { status: 'taken' };
    throw error;
  }
}
