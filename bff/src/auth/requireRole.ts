import createHttpError from 'http-errors';
import type { Sequelize } from 'sequelize';
import type { AppMiddleware } from '../http/types';
import { findUserById } from '../users/service';
import { sessionUserId } from './session';

/**
 * 401 without a signed-in session, 403 when the user's role is not in `roles`. The role is read
 * from the database on every request, not from the session, so a changed role or a deleted
 * account takes effect at once. Needs the session middleware in front.
 */
export function requireRole(sequelize: Sequelize, roles: readonly string[]): AppMiddleware {
  return async (ctx, next) => {
    const userId = sessionUserId(ctx);
    const user = userId === undefined ? null : await findUserById(sequelize, userId);
    if (!user) throw createHttpError(401, 'Sign in first');
    if (!roles.includes(user.role)) throw createHttpError(403, 'Your role may not do this');
    await next();
  };
}
