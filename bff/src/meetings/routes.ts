import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import {
  rescheduleRequest,
  type MeetingResponse,
  type RescheduleRequest,
} from '@app/contract/meetings';
import { slotRejectionMessages } from '../booking/slots';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRateLimiter, rateLimitMiddleware } from '../http/rateLimit';
import type { RateLimitRule } from '../http/rateLimit';
import { refusalBody } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppContext, AppState } from '../http/types';
import {
  cancelMeeting,
  rescheduleMeeting,
  type CancelOutcome,
  type LifecycleDeps,
  type RescheduleOutcome,
} from './lifecycle';
import { meetingOfToken } from './manageLinks';
import { readMeeting, type MeetingRecord } from './meetingRecord';
import { toMeetingView } from './meetingView';
import { blockedMessages, MEETING_NOT_FOUND, rescheduleRejections } from './refusals';

export interface MeetingRoutesDeps extends LifecycleDeps {
  /** Per client address, on the link's cancel and reschedule (the booking's budget). */
  rateLimit: RateLimitRule;
}

/**
 * The visitor's manage link: GET /meetings/:token, POST …/cancel, POST …/reschedule. The token is
 * the key; every answer is no-store and noindex, refusals included.
 */
export function meetingRoutes(deps: MeetingRoutesDeps): Router<AppState> {
  const { sequelize, rules, mail, meetings, now, rateLimit } = deps;
  const router = createRouter();
  const blocked = blockedMessages(mail.staffEmail, meetings.changeCutoffMs);
  const rejections = rescheduleRejections(slotRejectionMessages(rules));
  const limiter = createRateLimiter(sequelize, { name: 'meeting-ip', ...rateLimit, now });
  const limited = rateLimitMiddleware(limiter, (ctx) => ctx.ip, 'meeting.rate-limited');

  const privateAnswer = async (ctx: AppContext, next: () => Promise<unknown>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    await next();
  };
  /** The meeting id the path's token opens, or answers 404 itself and gives undefined. */
  const meetingIdOf = async (ctx: AppContext): Promise<string | undefined> => {
    const id = await meetingOfToken(sequelize, ctx.params.token ?? '', now());
    if (id === null) {
      // Answered here rather than thrown: the error handler would drop the headers above.
      ctx.status = 404;
      ctx.body = MEETING_NOT_FOUND;
    }
    return id ?? undefined;
  };
  const answer = meetingAnswer(deps);

  router.get(API_ROUTES.meeting, privateAnswer, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    const meeting = await readMeeting(sequelize, id);
    if (meeting === null) {
      ctx.status = 404;
      ctx.body = MEETING_NOT_FOUND;
      return;
    }
    answer(ctx, meeting);
  });

  router.post(API_ROUTES.meetingCancel, privateAnswer, limited, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    const outcome = await cancelMeeting(deps, {
      bookingId: id,
      actor: { kind: 'visitor' },
      enforceCutoff: true,
    });
    respondToChange(ctx, outcome, blocked, rejections, answer);
  });

  router.post(
    API_ROUTES.meetingReschedule,
    privateAnswer,
    limited,
    jsonBody({ limit: '4kb' }),
    async (ctx) => {
      const id = await meetingIdOf(ctx);
      if (id === undefined) return;
      const body = parseContract(ctx, rescheduleRequest, ctx.request.body);
      if (body === undefined) return;
      const outcome = await rescheduleMeeting(deps, {
        bookingId: id,
        actor: { kind: 'visitor' },
        enforceCutoff: true,
        ...newSlotOf(body),
      });
      respondToChange(ctx, outcome, blocked, rejections, answer);
    },
  );

  return router;
}

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
    case 'rejected':
      respondInvalid(ctx, { startTime: [rejections[outcome.reason]] });
      return;
  }
}
