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
import { toMeetingView } from './meetingView';
import {
  MEETING_NOT_FOUND,
  moveLimitRefusal,
  type blockedMessages,
  type rescheduleRejections,
} from './refusals';

/** Answers with a meeting as its link shows it; shared by the visitor's and the staff's calls. */
export function meetingAnswer({
  rules,
  meetings,
  mail,
  now,
}: Pick<LifecycleDeps, 'rules' | 'meetings' | 'mail' | 'now'>) {
  return (ctx: AppContext, meeting: MeetingRecord): void => {
    ctx.body = {
      meeting: toMeetingView(meeting, {
        businessTz: rules.timeZone,
        changeCutoffMs: meetings.changeCutoffMs,
        maxVisitorMoves: meetings.maxVisitorMoves,
        staffEmail: mail.staffEmail,
        now: now(),
      }),
    } satisfies MeetingResponse;
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
  blocked: ReturnType<typeof blockedMessages>,
  rejections: ReturnType<typeof rescheduleRejections>,
  answer: (ctx: AppContext, meeting: MeetingRecord) => void,
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
