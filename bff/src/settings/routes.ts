import { API_ROUTES } from '@app/contract/paths';
import type { PublicSettings } from '@app/contract/settings';
import type Router from '@koa/router';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';

/**
 * GET /settings: what the site and the admin take from the BFF's configuration instead of
 * repeating it (see the contract's settings.ts). Fixed while the process runs, but a restart with
 * another `BOOKING_TIMEZONE` must reach every reader at once: revalidated, never kept stale.
 */
export function settingsRoutes(settings: PublicSettings): Router<AppState> {
  const router = createRouter();
  const body: PublicSettings = { businessTimeZone: settings.businessTimeZone };
  router.get(API_ROUTES.settings, (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
