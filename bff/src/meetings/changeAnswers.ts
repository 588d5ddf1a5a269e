/**
 * How the visitor's link and the staff's calls answer a meeting and the outcome of a change: one
 * answer for both, so a refusal reads the same whoever asked.
 */
import type { MeetingResponse, RescheduleRequest } from '@app/contract/meetings';
import { respondInvalid } from '../http/contractValidation';
import { refusalBody } from '../http/refusal';
import type { AppContext } from '../http/types';
import type { CancelOutcome, LifecycleDeps, RescheduleOutcome } from './lifecycle';
import type { MeetingRecord } from './meetingRecord';
import { meetingTermsOf } from './meetingTerms';
import { toMeetingView } from './meetingView';
import {
  blockedMessages,
  MEETING_NOT_FOUND,
  moveLimitRefusal,
  rescheduleRejections,
} from './refusals';
import { slotRejectionMessages } from './slotMessages';

/** How one request answers, under the schedule in force (its zone, cut-off and slot words). */
export interface ChangeAnswers {
  /** Answers with a meeting as its link shows it. */
  answer: (ctx: AppContext, meeting: MeetingRecord) => void;
  blocked: ReturnType<typeof blockedMessages>;
  rejections: ReturnType<typeof rescheduleRejections>;
}

/** Read per request: staff may change the zone or the cut-off between two of them. */
export async function changeAnswers({
  schedule,
  meetings,
  mail,
  now,
}: Pick<LifecycleDeps, 'schedule' | 'meetings' | 'mail' | 'now'>): Promise<ChangeAnswers> {
  const current = await schedule();
  const terms = meetingTermsOf(current);
  return {
    answer: (ctx, meeting) => {
      ctx.body = {
        meeting: toMeetingView(meeting, {
          ...terms,
          maxVisitorMoves: meetings.maxVisitorMoves,
          staffEmail: mail.staffEmail,
          now: now(),
        }),
      } satisfies MeetingResponse;
    },
    blocked: blockedMessages(mail.staffEmail, terms.changeCutoffMs),
    rejections: rescheduleRejections(slotRejectionMessages(current)),
  };
}

/** A reschedule body as the lifecycle takes it; shared by the visitor's and the staff's calls. */
export function newSlotOf(body: RescheduleRequest): { start: Date; end?: Date; timeZone?: string } {
  return {
    start: new Date(body.startTime),
    ...(body.endTime === undefined ? {} : { end: new Date(body.endTime) }),
    ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
  };
}

/** One answer per outcome, shared by the visitor's and the staff's calls. */
export function respondToChange(
  ctx: AppContext,
  outcome: CancelOutcome | RescheduleOutcome,
  { answer, blocked, rejections }: ChangeAnswers,
): void {
  switch (outcome.status) {
    case 'cancelled':
    case 'already-cancelled':
    case 'rescheduled':
      answer(ctx, outcome.meeting);
      return;
    case 'not-found':
      ctx.status = 404;
      ctx.body = MEETING_NOT_FOUND;
      return;
    case 'blocked':
      ctx.status = 409;
      ctx.body = refusalBody(blocked[outcome.reason]);
      return;
    case 'taken':
      ctx.status = 409;
      ctx.body = refusalBody('booking.slot-taken');
      return;
    case 'move-limit':
      ctx.status = 409;
      ctx.body = refusalBody(moveLimitRefusal(outcome.moves, outcome.contact));
      return;
    case 'rejected':
      respondInvalid(ctx, { startTime: [rejections[outcome.reason]] });
      return;
  }
}
