import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { rescheduleRequest, staffCancelRequest } from '@app/contract/meetings';
import { MOVE_SLOTS_ROUTES } from '@app/contract/moveSlots';
import { actorOf as auditActorOf, type AuditLog } from '../audit/auditLog';
import { staffOnly } from '../auth/staffOnly';
import { parseContract } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { uuidParam } from '../http/uuidParam';
import { changeAnswers, newSlotOf, respondToChange } from './changeAnswers';
import { answerMoveSlots } from './daySlots';
import type { Actor } from './history';
import { cancelMeeting, rescheduleMeeting, type LifecycleDeps } from './lifecycle';
import { MEETING_NOT_FOUND } from './refusals';

export interface StaffMeetingRoutesDeps extends LifecycleDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
}

/**
 * Staff cancel (with a reason the visitor reads) and reschedule a meeting by its id, with the
 * same e-mails as the visitor's link. Staff are not held to the link's cut-off.
 */
export function staffMeetingRoutes(deps: StaffMeetingRoutesDeps): Router<AppState> {
  const { sequelize, session, audit } = deps;
  const router = createRouter();
  const guard = staffOnly(sequelize, session);
  const actorOf = (ctx: AppContext): Actor => {
    const staff = ctx.state.staff!;
    return { kind: 'staff', id: staff.id, name: staff.username };
  };

  router.post(API_ROUTES.staffMeetingCancel, ...guard, jsonBody({ limit: '8kb' }), async (ctx) => {
    const id = uuidParam(ctx, MEETING_NOT_FOUND);
    if (id === undefined) return;
    const body = parseContract(ctx, staffCancelRequest, ctx.request.body);
    if (body === undefined) return;
    const outcome = await cancelMeeting(deps, {
      bookingId: id,
      actor: actorOf(ctx),
      enforceCutoff: false,
      reason: body.reason,
    });
    if (outcome.status === 'cancelled') {
      await audit.record({ ...auditActorOf(ctx), event: 'meeting-cancel', subject: id });
    }
    respondToChange(ctx, outcome, await changeAnswers(deps));
  });

  router.post(
    API_ROUTES.staffMeetingReschedule,
    ...guard,
    jsonBody({ limit: '4kb' }),
    async (ctx) => {
      const id = uuidParam(ctx, MEETING_NOT_FOUND);
      if (id === undefined) return;
      const body = parseContract(ctx, rescheduleRequest, ctx.request.body);
      if (body === undefined) return;
      const outcome = await rescheduleMeeting(deps, {
        bookingId: id,
        actor: actorOf(ctx),
        enforceCutoff: false,
        ...newSlotOf(body),
      });
      if (outcome.status === 'rescheduled') {
        const detail = `to ${outcome.meeting.start.toISOString()}`;
        await audit.record({
          ...auditActorOf(ctx),
          event: 'meeting-reschedule',
          subject: id,
          detail,
        });
      }
      respondToChange(ctx, outcome, await changeAnswers(deps));
    },
  );

  router.get(MOVE_SLOTS_ROUTES.staff, ...guard, async (ctx) => {
    const id = uuidParam(ctx, MEETING_NOT_FOUND);
    if (id === undefined) return;
    await answerMoveSlots(ctx, deps, id);
  });

  return router;
}
