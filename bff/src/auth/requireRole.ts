import type { Sequelize } from 'sequelize';
import type { AppMiddleware } from '../http/types';
import { findActiveUserById, toSessionUser } from '../users/service';
import { sessionUserId } from './session';
import { refusal } from '../http/refusal';

/**
 * 401 without a signed-in session of an active account, 403 when the user's role is not in
 * `roles` (an empty list admits every role). The account is read from the database on every
 * request, not from the session, so a changed role or a deactivation takes effect at once. Puts
 * the member on `ctx.state.staff`. Needs the session middleware in front.
 */
export function requireRole(sequelize: Sequelize, roles: readonly string[]): AppMiddleware {
  return async (ctx, next) => {
    const userId = sessionUserId(ctx);
    const user = userId === undefined ? null : await findActiveUserById(sequelize, userId);
    if (!user) throw refusal(401, 'auth.sign-in-required');
    if (roles.length > 0 && !roles.includes(user.role)) {
      throw refusal(403, 'auth.role-forbidden');
    }
    ctx.state.staff = toSessionUser(user);
    await next();
  };
}
