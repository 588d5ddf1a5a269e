import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  changePasswordRequest,
  type EndedSessionsResponse,
  type StaffSessionsResponse,
} from '@app/contract/staff';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { knownDevice } from '../auth/deviceCookie';
import type { LoginThrottle } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordWeakness } from '../auth/passwordPolicy';
import { requireRole } from '../auth/requireRole';
import { currentSessionRowId } from '../auth/session';
import { revokeSessions } from '../auth/sessionStore';
import { sessionsTable } from '../auth/sessionsTable';
import { writeTransaction } from '../db/writeTransaction';
import { ValidationError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppMiddleware, AppState } from '../http/types';
import { voidPasswordLinks } from '../team/passwordLinks';
import { usersTable } from '../users/usersTable';
import { listSessions } from './sessions';
import { errorText } from '@app/contract/errorCodes';
import { refusal } from '../http/refusal';

export interface AccountRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  /** A wrong current password counts against the account's sign-in budget. */
  throttle: LoginThrottle;
  absoluteTimeoutMs: number;
  now: () => Date;
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = errorText('account.wrong-current-password');

/** A member's own account: their password and their sessions. Every signed-in role. */
export function accountRoutes({
  sequelize,
  session,
  audit,
  throttle,
  absoluteTimeoutMs,
  now,
}: AccountRoutesDeps): Router<AppState> {
  const router = createRouter();
  const signedIn = [session, requireRole(sequelize, [])];

  router.post(API_ROUTES.accountPassword, ...signedIn, jsonBody({ limit: '10kb' }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { currentPassword, newPassword } = changePasswordRequest.parse(ctx.request.body);
    const staff = ctx.state.staff!;
    // A stolen session must not become a free password oracle: the sign-in budgets apply.
    const device = knownDevice(ctx, staff.username);
    const verdict = await throttle.attempt(staff.username, ctx.ip, device);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw refusal(429, 'account.password-throttled');
    }
    const user = await usersTable(sequelize).findByPk(staff.id);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
      // Never what was typed: only that someone holding this session guessed wrong.
      await audit.record({
        ...actorOf(ctx),
        event: 'password-check-failed',
        subject: staff.username,
      });
      throw new ValidationError({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    }
    await throttle.succeeded(staff.username, ctx.ip, device);
    const weakness = passwordWeakness(newPassword, [staff.username]);
    if (weakness) throw new ValidationError({ newPassword: [weakness] });

    user.passwordHash = await hashPassword(newPassword);
    await writeTransaction(sequelize, async (transaction) => {
      await user.save({ transaction });
      // A reset link handed out for the old password must not undo this one.
      await voidPasswordLinks(sequelize, { userId: staff.id, now: now(), transaction });
    });
    const ended = await revokeSessions(
      sequelize,
      { userId: staff.id, exceptId: currentSessionRowId(ctx) },
      { absoluteTimeoutMs, now: now() },
    );
    await audit.record({
      ...actorOf(ctx),
      event: 'password-change',
      subject: staff.username,
      detail: `${ended} other session(s) ended`,
    });
    ctx.body = {
      message: 'Password changed',
      endedSessions: ended,
    } satisfies EndedSessionsResponse;
  });

  router.get(API_ROUTES.accountSessions, ...signedIn, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      sessions: await listSessions(sequelize, {
        userId: ctx.state.staff!.id,
        currentId: currentSessionRowId(ctx),
        now: now(),
      }),
    } satisfies StaffSessionsResponse;
  });

  router.delete(API_ROUTES.accountSession, ...signedIn, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const id = ctx.params.id ?? '';
    // Only the member's own sessions: anyone else's id is "not found", like an unknown one.
    const row = /^[0-9a-f]{64}$/.test(id)
      ? await sessionsTable(sequelize).findOne({
          where: { id, userId: ctx.state.staff!.id, revokedAt: null },
        })
      : null;
    if (!row) throw refusal(404, 'account.session-not-found');
    await revokeSessions(sequelize, { id }, { absoluteTimeoutMs, now: now() });
    await audit.record({
      ...actorOf(ctx),
      event: 'session-end',
      subject: ctx.state.staff!.username,
      detail: id === currentSessionRowId(ctx) ? 'this session' : 'another session',
    });
    ctx.body = { message: 'Session ended' };
  });

  router.post(API_ROUTES.accountEndOtherSessions, ...signedIn, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ended = await revokeSessions(
      sequelize,
      { userId: ctx.state.staff!.id, exceptId: currentSessionRowId(ctx) },
      { absoluteTimeoutMs, now: now() },
    );
    await audit.record({
      ...actorOf(ctx),
      event: 'session-end',
      subject: ctx.state.staff!.username,
      detail: `${ended} other session(s) ended`,
    });
    ctx.body = {
      message: 'Other sessions ended',
      endedSessions: ended,
    } satisfies EndedSessionsResponse;
  });

  return router;
}
