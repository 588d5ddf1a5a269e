import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { checkDatabase } from '../db/checkDatabase';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';

export interface HealthDeps {
  sequelize: Sequelize;
  /** Kept short: load balancers probe often and treat a slow answer as a failure anyway. */
  timeoutMs?: number;
}

/** GET /health: 200 while the database answers, 503 otherwise (the replica leaves rotation). */
export function healthRoutes({ sequelize, timeoutMs = 2_000 }: HealthDeps): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.health, async (ctx) => {
    const check = await checkDatabase(sequelize, timeoutMs);
    ctx.set('Cache-Control', 'no-store');
    if (check.ok) {
      ctx.body = { status: 'ok' };
      return;
    }
    ctx.state.log.warn('health check failed', { reason: check.reason });
    ctx.status = 503;
    ctx.body = { status: 'unavailable' };
  });
  return router;
}
