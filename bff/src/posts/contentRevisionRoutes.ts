import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { ContentRevision } from '@app/contract/contentRevision';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { readContentRevision } from './contentRevision';

/**
 * GET /content/revision: the site renderer asks it before serving a cached page, so it is one
 * primary-key read, and never cached itself (a stale answer would make every cache stale).
 */
export function contentRevisionRoutes({ sequelize }: { sequelize: Sequelize }): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.contentRevision, async (ctx) => {
    const body: ContentRevision = { revision: await readContentRevision(sequelize) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
