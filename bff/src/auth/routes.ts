import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  loginRequest,
  type SessionCheckResponse,
  type SessionUserResponse,
} from '@app/contract/auth';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppMiddleware, AppState } from '../http/types';
import type { AuditLog } from '../audit/auditLog';
import {
  findActiveUserById,
  findUserById,
  findUserByUsername,
  toSessionUser,
} from '../users/service';
import type { LoginThrottle } from './loginThrottle';
import { knownDevice, rememberDevice } from './deviceCookie';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from './password';
import { endSession, sessionUserId, startSession } from './session';
import { refusalBody } from '../http/refusal';

export interface AuthRoutesDeps {
  sequelize: Sequelize;
  /** createSessionMiddleware's middleware, shared with the other routes that need a session. */
  session: AppMiddleware;
  throttle: LoginThrottle;
  audit: AuditLog;
  now?: () => Date;
}

/** POST /login, GET /auth/me, POST /logout. */
export function authRoutes({
  sequelize,
  session,
  throttle,
  audit,
  now = () => new Date(),
}: AuthRoutesDeps): Router<AppState> {
  const router = createRouter();

  router.post(API_ROUTES.login, session, jsonBody({ limit: '10kb' }), async (ctx) => {
    const { username, password } = loginRequest.parse(ctx.request.body);

    const device = knownDevice(ctx, username);
    const verdict = await throttle.attempt(username, ctx.ip, device);
    if (!verdict.allowed) {
      // No typed username in the log: it is sometimes a password typed into the wrong field.
      ctx.state.log.warn('sign-in throttled');
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      ctx.status = 429;
      // `message` repeats `error` (the spec names both fields); the admin reads the code.
      ctx.body = { ...refusalBody('auth.login-throttled'), message: LOGIN_THROTTLED_MESSAGE };
      return;
    }

    const user = await findUserByUsername(sequelize, username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : false;
    if (!user) await burnVerifyTime(password);
    // A deactivated or not yet activated account fails like a wrong password: nothing to learn.
    if (!user || !valid || user.status !== 'active') {
      // The username only when it names an account: otherwise it may be a mistyped password.
      ctx.state.log.info('sign-in failed', user ? { username } : {});
      await audit.record({ event: 'sign-in-failed', subject: user?.username ?? null, ip: ctx.ip });
      ctx.status = 401;
      ctx.body = { ...refusalBody('auth.login-failed'), message: LOGIN_FAILED_MESSAGE };
      return;
    }

    await throttle.succeeded(username, ctx.ip, device);
    rememberDevice(ctx, username);
    // Hashes made under older parameters are upgraded while the plain password is at hand.
    if (needsRehash(user.passwordHash)) user.passwordHash = await hashPassword(password);
    const at = now();
    user.lastSignInAt = at;
    await user.save();
    await startSession(ctx, user.id, at);
    ctx.state.log.info('signed in', { userId: user.id });
    await audit.record({
      event: 'sign-in',
      actor: { id: user.id, username: user.username },
      subject: user.username,
      ip: ctx.ip,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: toSessionUser(user) } satisfies SessionUserResponse;
  });

  router.get(API_ROUTES.me, session, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const userId = sessionUserId(ctx);
    const user = userId === undefined ? null : await findActiveUserById(sequelize, userId);
    if (!user) {
      // A session whose account was deleted or deactivated is of no use to anyone.
      if (userId !== undefined) endSession(ctx);
      // Signed out is an answer, not a failure (the admin reads the user field): a 401 here would
      // put an error in the console of every signed-out visit to the admin.
      ctx.body = { user: null } satisfies SessionCheckResponse;
      return;
    }
    ctx.body = { user: toSessionUser(user) } satisfies SessionCheckResponse;
  });

  router.post(API_ROUTES.logout, session, async (ctx) => {
    const userId = sessionUserId(ctx);
    const user = userId === undefined ? null : await findUserById(sequelize, userId);
    // Idempotent: signing out without a session is still a success.
    endSession(ctx);
    if (user) {
      const actor = { id: user.id, username: user.username };
      await audit.record({ event: 'sign-out', actor, subject: user.username, ip: ctx.ip });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Signed out' };
  });

  return router;
}
