import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import { rescheduleRequest } from '@app/contract/meetings';
import { MOVE_SLOTS_ROUTES } from '@app/contract/moveSlots';
import { parseContract } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRateLimiter, rateLimitMiddleware } from '../http/rateLimit';
import type { RateLimitRule } from '../http/rateLimit';
import { createRouter } from '../http/router';
import type { AppContext, AppState } from '../http/types';
import { changeAnswers, newSlotOf, respondToChange } from './changeAnswers';
import { confirmMeeting } from './confirmMeeting';
import { answerMoveSlots } from './daySlots';
import { cancelMeeting, rescheduleMeeting, type LifecycleDeps } from './lifecycle';
import { meetingOfToken } from './manageLinks';
import { readMeeting } from './store';
import { MEETING_NOT_FOUND } from './refusals';

export interface MeetingRoutesDeps extends LifecycleDeps {
  /** Per client address, on the link's cancel and reschedule (the booking's budget). */
  rateLimit: RateLimitRule;
}

/**
 * The visitor's manage link: GET /meetings/:token, POST …/cancel, …/reschedule and …/confirm.
 * The token is the key; every answer is no-store and noindex, refusals included.
 */
export function meetingRoutes(deps: MeetingRoutesDeps): Router<AppState> {
  const { sequelize, now, rateLimit } = deps;
  const router = createRouter();
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

  router.get(API_ROUTES.meeting, privateAnswer, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    const meeting = await readMeeting(sequelize, id);
    if (meeting === null) {
      ctx.status = 404;
      ctx.body = MEETING_NOT_FOUND;
      return;
    }
    (await changeAnswers(deps)).answer(ctx, meeting);
  });

  // The times this meeting may move to (its advisor's and the eligible ones', itself not busy).
  router.get(MOVE_SLOTS_ROUTES.visitor, privateAnswer, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    await answerMoveSlots(ctx, deps, id);
  });

  router.post(API_ROUTES.meetingCancel, privateAnswer, limited, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    const outcome = await cancelMeeting(deps, {
      bookingId: id,
      actor: { kind: 'visitor' },
      enforceCutoff: true,
    });
    respondToChange(ctx, outcome, await changeAnswers(deps));
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
      respondToChange(ctx, outcome, await changeAnswers(deps));
    },
  );

  // The visitor confirms a booking that waits for it (verification.ts); a second press, or a
  // booking that never waited, answers the meeting as it stands.
  router.post(API_ROUTES.meetingConfirm, privateAnswer, limited, async (ctx) => {
    const id = await meetingIdOf(ctx);
    if (id === undefined) return;
    const meeting = await confirmMeeting(deps, id);
    if (meeting === null) {
      ctx.status = 404;
      ctx.body = MEETING_NOT_FOUND;
      return;
    }
    (await changeAnswers(deps)).answer(ctx, meeting);
  });

  return router;
}
