import { API_ROUTES } from '@app/contract/paths';
import type { PublicSettings } from '@app/contract/settings';
import type Router from '@koa/router';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import type { ScheduleSource } from '../meetings/slotSchedule';
import { publicCalendar } from '../availability/publicCalendar';

export interface SettingsRoutesDeps {
  /** The staff's schedule (bff/src/availability), which holds the business zone. */
  schedule: ScheduleSource;
  now: () => Date;
}

/**
 * GET /settings: what the site and the admin take from the BFF instead of repeating it (see the
 * contract's settings.ts). Read from the schedule on every request, so that a change staff make
 * reaches every reader at once: revalidated, never kept stale.
 */
export function settingsRoutes({ schedule, now }: SettingsRoutesDeps): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.settings, async (ctx) => {
    const current = await schedule();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      businessTimeZone: current.timeZone,
      calendar: publicCalendar(current, now()),
    } satisfies PublicSettings;
  });
  return router;
}
