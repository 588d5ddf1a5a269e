import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { isSiteLanguage, type SiteLanguage } from '@app/contract/languages';
import { inLanguage, SITE_CONTENT_ROUTES, type SiteContent } from '@app/contract/siteContent';
import { createRouter } from '../http/router';
import type { AppContext, AppState } from '../http/types';
import { SITE_REFUSALS } from './refusals';
import { readPublished } from './store';

/** Every document but the privacy notice: what every page's state carries. */
function pageContent(content: SiteContent): Omit<SiteContent, 'privacy'> {
  const shown: Partial<SiteContent> = { ...content };
  delete shown.privacy;
  return shown as Omit<SiteContent, 'privacy'>;
}

/** The address's language, or undefined once a 404 is answered. */
function languageOf(ctx: AppContext): SiteLanguage | undefined {
  const language = String(ctx.params.language ?? '');
  if (isSiteLanguage(language)) return language;
  ctx.status = 404;
  ctx.body = { error: SITE_REFUSALS.unknownLanguage };
  return undefined;
}

/**
 * GET /site-content/:language: what the site shows, in one language. The site's renderer reads it
 * into every page's state; a publish moves the content revision, so its pages are rendered anew.
 * The privacy notice is read by its page alone (GET /site-content/:language/privacy).
 */
export function publicSiteRoutes({ sequelize }: { sequelize: Sequelize }): Router<AppState> {
  const router = createRouter();
  router.get(SITE_CONTENT_ROUTES.published, async (ctx) => {
    const language = languageOf(ctx);
    if (language === undefined) return;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = inLanguage(pageContent(await readPublished(sequelize)), language);
  });
  router.get(SITE_CONTENT_ROUTES.publishedPrivacy, async (ctx) => {
    const language = languageOf(ctx);
    if (language === undefined) return;
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = inLanguage((await readPublished(sequelize)).privacy, language);
  });
  return router;
}
