/**
 * Who takes a meeting at its new time, the round-robin way: the meeting's advisor keeps it when
 * they are free then (their own hours, leave and meetings; the meeting itself not counted);
 * otherwise it goes to the eligible free advisor a new booking would get (assignAdvisor.takerFor,
 * the one place that decides), and the old advisor's calendar loses it. With no active advisor
 * every function answers null and the lifecycle keeps the firm's schedule.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import { splitServices } from '@app/contract/contact';
import type { Sequelize, Transaction } from 'sequelize';
import type { OutgoingMail } from '../mail/outbox';
import { recordMeetingEvent, type Actor } from '../meetings/history';
import type { MeetingRecord } from '../meetings/meetingRecord';
import type { SlotCheck } from '../meetings/slots';
import { assignmentOf, recordDeparture } from '../meetings/store';
import { emitWebhookEvent } from '../webhooks/emit';
import { staffText } from '../mail/messages/mailText';
import { advisorMail, type AdvisorMailContext } from './advisorMails';
import { advisorCheck, coversServices } from './advisorSlots';
import { takerFor } from './assignAdvisor';
import type { MeetingAdvisor } from './meetingAdvisor';
import { activeAdvisors, mailAdvisorOf, readAdvisor } from './store';

export interface MoveSpan {
  bookingId: string;
  start: Date;
  end: Date;
  now: Date;
  firm: AvailabilitySchedule;
  /** Staff are not held to the notice or the window; nobody moves a meeting into the past. */
  staffMove: boolean;
}

/**
 * The rule check of a move with advisors, before its transaction: fine when the new time is a
 * slot of the meeting's advisor or of an eligible one (whether they are free is decided in the
 * transaction). Null when no advisor is active (the firm's check applies).
 */
export async function checkMoveSlot(
  sequelize: Sequelize,
  { bookingId, start, end, now, firm, staffMove }: MoveSpan,
): Promise<SlotCheck | null> {
  const advisors = await activeAdvisors(sequelize);
  if (advisors.length === 0) return null;
  const held = await assignmentOf(sequelize, bookingId);
  // An unknown meeting is the transaction's to answer (404).
  if (held === null) return { ok: true };
  if (start < now) return { ok: false, reason: 'past' };
  const services = splitServices(held.services);
  const candidates = [
    ...advisors.filter((a) => a.id === held.advisorId),
    ...advisors.filter((a) => a.id !== held.advisorId && coversServices(a, services)),
  ];
  let first: SlotCheck | null = null;
  for (const advisor of candidates) {
    const check = advisorCheck(advisor, { start, end }, { now, firm, staffMove });
    if (check.ok) return check;
    first ??= check;
  }
  return first ?? { ok: false, reason: 'outside-hours' };
}

/** The advisor of a moved meeting: kept, or handed from `from` (null: the firm's) to `advisor`. */
export type MoveTaker =
  | { kept: true; advisor: MeetingAdvisor & { id: string } }
  | {
      kept: false;
      advisor: MeetingAdvisor & { id: string };
      from: (MeetingAdvisor & { id: string }) | null;
      reason: string;
    };

/**
 * Who takes the locked meeting at its new time, inside the move's transaction and behind the
 * booking gate. Null: no active advisor; 'none-free': no eligible advisor is free (409).
 */
export async function takeMove(
  sequelize: Sequelize,
  { bookingId, start, end, now, firm, staffMove }: MoveSpan,
  transaction: Transaction,
): Promise<MoveTaker | 'none-free' | null> {
  const held = await assignmentOf(sequelize, bookingId, { transaction });
  if (held === null) return null;
  const taker = await takerFor(
    sequelize,
    {
      start,
      end,
      now,
      firm,
      staffMove,
      services: splitServices(held.services),
      moving: { id: bookingId, advisorId: held.advisorId },
    },
    transaction,
  );
  if (taker === null || taker === 'none-free') return taker;
  const advisor = { id: taker.advisor.id, ...mailAdvisorOf(taker.advisor) };
  if (taker.kept) return { kept: true, advisor };
  const old =
    held.advisorId === '' ? null : await readAdvisor(sequelize, held.advisorId, { transaction });
  const from = old === null ? null : { id: old.id, ...mailAdvisorOf(old) };
  const why = from === null ? 'moved: it had no advisor' : `moved: ${from.name} was not free`;
  return { kept: false, advisor, from, reason: `${why}; ${taker.reason}` };
}

export interface MoveRecord {
  taker: MoveTaker;
  /** The meeting at its old time (the old advisor's cancellation) and at its new one. */
  before: MeetingRecord;
  moved: MeetingRecord;
  sequence: number;
  actor: Actor;
  ctx: AdvisorMailContext;
}

/**
 * What a move owes the advisors, inside its transaction: the kept advisor's updated invitation;
 * or, when the meeting changed hands, the new advisor's invitation, the old one's cancellation
 * and their feed's departure record, a history line and `meeting.reassigned`.
 */
export async function settleMove(
  sequelize: Sequelize,
  { taker, before, moved, sequence, actor, ctx }: MoveRecord,
  transaction: Transaction,
): Promise<OutgoingMail[]> {
  if (taker.kept) {
    return [
      advisorMail(moved, ctx, taker.advisor, {
        method: 'REQUEST',
        sequence,
        why: staffText('advisor.why.moved'),
      }),
    ];
  }
  const { advisor, from, reason } = taker;
  const at = { now: ctx.now, transaction };
  const mails = [
    advisorMail(moved, ctx, advisor, {
      method: 'REQUEST',
      sequence,
      why: staffText('advisor.why.movedTo', { reason }),
    }),
  ];
  if (from !== null) {
    await recordDeparture(sequelize, { bookingId: moved.id, advisorId: from.id, sequence }, at);
    const why = staffText('advisor.why.movedAway', { advisor: advisor.name });
    mails.push(advisorMail(before, ctx, from, { method: 'CANCEL', sequence, why }));
  }
  await recordMeetingEvent(
    sequelize,
    moved.id,
    { event: 'reassigned', actor, detail: `${from?.name ?? 'the firm'} to ${advisor.name}` },
    { transaction, now: ctx.now },
  );
  await emitWebhookEvent(sequelize, 'meeting.reassigned', { bookingId: moved.id }, at);
  return mails;
}
