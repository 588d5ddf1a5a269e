import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  addMemberRequest,
  changeRoleRequest,
  type MemberResponse,
  type MemberWithLinkResponse,
  type TeamResponse,
} from '@app/contract/staff';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { revokeSessions } from '../auth/sessionStore';
import { jsonBody } from '../http/jsonBody';
import { revokePreviewLinksOf } from '../posts/previewLinks';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { issuePasswordLink } from './passwordLinks';
import { addMember, changeMember, listMembers, toTeamMember } from './members';
import { usersTable } from '../users/usersTable';
import { refusal } from '../http/refusal';

export interface TeamRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  absoluteTimeoutMs: number;
  now: () => Date;
}

/** A member id from the path: a positive integer, else 404 (no such member). */
function memberId(ctx: AppContext): number {
  const text = ctx.params.id ?? '';
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw refusal(404, 'team.member-not-found');
  return id;
}

/** The team screen's calls and the audit log: admins only. */
export function teamRoutes({
  sequelize,
  session,
  audit,
  absoluteTimeoutMs,
  now,
}: TeamRoutesDeps): Router<AppState> {
  const router = createRouter();
  const adminsOnly = [session, requireRole(sequelize, ['admin'])];
  const noStore = (ctx: AppContext) => ctx.set('Cache-Control', 'no-store');

  router.get(API_ROUTES.team, ...adminsOnly, async (ctx) => {
    noStore(ctx);
    ctx.body = { members: await listMembers(sequelize) } satisfies TeamResponse;
  });

  router.post(API_ROUTES.team, ...adminsOnly, jsonBody({ limit: '10kb' }), async (ctx) => {
    const { username, role } = addMemberRequest.parse(ctx.request.body);
    const added = await addMember(sequelize, {
      username,
      role,
      addedBy: ctx.state.staff!.id,
      now: now(),
    });
    await audit.record({ ...actorOf(ctx), event: 'member-add', subject: username, detail: role });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = added satisfies MemberWithLinkResponse;
  });

  router.patch(API_ROUTES.teamMember, ...adminsOnly, jsonBody({ limit: '10kb' }), async (ctx) => {
    const id = memberId(ctx);
    const { role } = changeRoleRequest.parse(ctx.request.body);
    const { before, after } = await changeMember(sequelize, id, { role }, now());
    if (before.role !== after.role) {
      await audit.record({
        ...actorOf(ctx),
        event: 'role-change',
        subject: after.username,
        detail: `${before.role} -> ${after.role}`,
      });
    }
    noStore(ctx);
    ctx.body = { member: after } satisfies MemberResponse;
  });

  router.post(API_ROUTES.teamMemberDeactivate, ...adminsOnly, async (ctx) => {
    const id = memberId(ctx);
    if (id === ctx.state.staff!.id) throw refusal(409, 'team.self-deactivation');
    const { before, after } = await changeMember(sequelize, id, { status: 'deactivated' }, now());
    // Signed out everywhere at once: every replica reads the session row on every request.
    await revokeSessions(sequelize, { userId: id }, { absoluteTimeoutMs, now: now() });
    // The drafts they shared stop opening too: a preview link acts in its maker's name.
    await revokePreviewLinksOf(sequelize, { userId: id, now: now() });
    if (before.status !== 'deactivated') {
      await audit.record({ ...actorOf(ctx), event: 'deactivation', subject: after.username });
    }
    noStore(ctx);
    ctx.body = { member: after } satisfies MemberResponse;
  });

  router.post(API_ROUTES.teamMemberReactivate, ...adminsOnly, async (ctx) => {
    const { before, after } = await changeMember(
      sequelize,
      memberId(ctx),
      { status: 'active' },
      now(),
    );
    if (before.status === 'deactivated') {
      await audit.record({ ...actorOf(ctx), event: 'reactivation', subject: after.username });
    }
    noStore(ctx);
    ctx.body = { member: after } satisfies MemberResponse;
  });

  router.post(API_ROUTES.teamMemberPasswordLink, ...adminsOnly, async (ctx) => {
    const user = await usersTable(sequelize).findByPk(memberId(ctx));
    if (!user) throw refusal(404, 'team.member-not-found');
    if (user.status === 'deactivated') {
      throw refusal(409, 'team.reactivate-first');
    }
    const link = await issuePasswordLink(sequelize, {
      userId: user.id,
      createdBy: ctx.state.staff!.id,
      now: now(),
    });
    await audit.record({ ...actorOf(ctx), event: 'password-link', subject: user.username });
    noStore(ctx);
    ctx.body = {
      member: toTeamMember(user),
      link,
    } satisfies MemberWithLinkResponse;
  });

  router.get(API_ROUTES.auditLog, ...adminsOnly, async (ctx) => {
    const before = typeof ctx.query.before === 'string' ? ctx.query.before : undefined;
    if (before !== undefined && !/^[1-9][0-9]{0,9}$/.test(before)) {
      throw refusal(400, 'team.bad-cursor');
    }
    noStore(ctx);
    ctx.body = await audit.list(before === undefined ? undefined : Number(before));
  });

  return router;
}
