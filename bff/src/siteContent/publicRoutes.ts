import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { isSiteLanguage } from '@app/contract/languages';
import { inLanguage, SITE_CONTENT_ROUTES } from '@app/contract/siteContent';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { SITE_REFUSALS } from './refusals';
import { readPublished } from './store';

/**
 * GET /site-content/:language: what the site shows, in one language. The site's renderer reads it
 * into every page's state; a publish moves the content revision, so its pages are rendered anew.
 */
export function publicSiteRoutes({ sequelize }: { sequelize: Sequelize }): Router<AppState> {
  const router = createRouter();
  router.get(SITE_CONTENT_ROUTES.published, async (ctx) => {
    const language = String(ctx.params.language ?? '');
    if (!isSiteLanguage(language)) {
      ctx.status = 404;
      ctx.body = { error: SITE_REFUSALS.unknownLanguage };
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = inLanguage(await readPublished(sequelize), language);
  });
  return router;
}
