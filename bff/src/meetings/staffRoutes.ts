import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import { rescheduleRequest, staffCancelRequest } from '@app/contract/meetings';
import { actorOf as auditActorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { slotRejectionMessages } from '../booking/slots';
import { parseContract } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import type { Actor } from './history';
import { cancelMeeting, rescheduleMeeting, type LifecycleDeps } from './lifecycle';
import { blockedMessages, MEETING_NOT_FOUND, rescheduleRejections } from './refusals';
import { meetingAnswer, newSlotOf, respondToChange } from './routes';

export interface StaffMeetingRoutesDeps extends LifecycleDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
}

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Staff cancel (with a reason the visitor reads) and reschedule a meeting by its id, with the
 * same e-mails as the visitor's link. Staff are not held to the link's cut-off.
 */
export function staffMeetingRoutes(deps: StaffMeetingRoutesDeps): Router<AppState> {
  const { sequelize, session, audit, rules, mail, meetings } = deps;
  const router = createRouter();
  const blocked = blockedMessages(mail.staffEmail, meetings.changeCutoffMs);
  const rejections = rescheduleRejections(slotRejectionMessages(rules));
  const staffOnly = [
    session,
    requireRole(sequelize, POST_EDITOR_ROLES),
    async (ctx: AppContext, next: () => Promise<unknown>) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  ];
  const actorOf = (ctx: AppContext): Actor => {
    const staff = ctx.state.staff!;
    return { kind: 'staff', id: staff.id, name: staff.username };
  };
  /** The id from the path, or answers 404 and gives undefined. */
  const idOf = (ctx: AppContext): string | undefined => {
    const id = (ctx.params.id ?? '').toLowerCase();
    if (BOOKING_ID.test(id)) return id;
    ctx.status = 404;
    ctx.body = MEETING_NOT_FOUND;
    return undefined;
  };
  const answer = meetingAnswer(deps);

  router.post(
    API_ROUTES.staffMeetingCancel,
    ...staffOnly,
    jsonBody({ limit: '8kb' }),
    async (ctx) => {
      const id = idOf(ctx);
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
      respondToChange(ctx, outcome, blocked, rejections, answer);
    },
  );

  router.post(
    API_ROUTES.staffMeetingReschedule,
    ...staffOnly,
    jsonBody({ limit: '4kb' }),
    async (ctx) => {
      const id = idOf(ctx);
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
      respondToChange(ctx, outcome, blocked, rejections, answer);
    },
  );

  return router;
}
