import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { FEED_PATHS } from '../contract/publicPages';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { answeredFromRevision } from '../posts/cacheable';
import type { PostsService } from '../posts/service';
import { publicOrigin } from './publicOrigin';
import { renderRobots } from './robots';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

export interface FeedRoutesDeps {
  sequelize: Sequelize;
  service: PostsService;
}

/**
 * /sitemap.xml, /robots.txt and /rss.xml at the site root (not under /api): mounted in front of
 * the bundles, so in the embedded mode they win over the site's page renderer; nginx routes the
 * three paths to the BFF. Each body depends on the content revision and the public origin, and
 * so does its ETag: a revalidation costs one primary-key read.
 */
export function feedRoutes({ sequelize, service }: FeedRoutesDeps): Router<AppState> {
  const router = createRouter();

  router.get(FEED_PATHS.sitemap, async (ctx) => {
    const origin = publicOrigin(ctx);
    if (await answeredFromRevision(ctx, sequelize, origin)) return;
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = renderSitemap(origin, await service.list());
  });

  router.get(FEED_PATHS.rss, async (ctx) => {
    const origin = publicOrigin(ctx);
    if (await answeredFromRevision(ctx, sequelize, origin)) return;
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.body = renderRss(origin, await service.list());
  });

  router.get(FEED_PATHS.robots, async (ctx) => {
    const origin = publicOrigin(ctx);
    if (await answeredFromRevision(ctx, sequelize, origin)) return;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = renderRobots(origin);
  });

  return router;
}
