import type { Sequelize } from 'sequelize';
import { POST_EDITOR_ROLES } from '@app/contract/auth';
import type { AppMiddleware } from '../http/types';
import { requireRole } from './requireRole';

/**
 * The guard in front of the staff's inbox and meeting routes: the session, an editor's role (read
 * from the database on every request), and no-store on the answer, which holds what visitors
 * wrote.
 */
export function staffOnly(sequelize: Sequelize, session: AppMiddleware): AppMiddleware[] {
  return [
    session,
    requireRole(sequelize, POST_EDITOR_ROLES),
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  ];
}
