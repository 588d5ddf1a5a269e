import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { SITE_LANGUAGES } from '@app/contract/languages';
import { FEED_PATHS, rssPath } from '@app/contract/publicPages';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { checkRevision } from '../posts/cacheable';
import { createRevisionCache } from '@app/server-kit/revisionCache';
import type { PostsService } from '../posts/service';
import { publicOrigin } from './publicOrigin';
import { renderRobots } from './robots';
import { renderRss } from './rss';
import { renderSitemap } from './sitemap';

const FEED_CACHE_ENTRIES = 24;

export interface FeedRoutesDeps {
  sequelize: Sequelize;
  service: PostsService;
}

/**
 * /sitemap.xml, /robots.txt, /rss.xml and /ar/rss.xml at the site root (not under /api): mounted
 * in front of the bundles, so in the embedded mode they win over the site's page renderer; nginx
 * routes these paths to the BFF. Each body depends on the content revision and the public origin, and
 * so does its ETag: a revalidation costs one primary-key read.
 */
export function feedRoutes({ sequelize, service }: FeedRoutesDeps): Router<AppState> {
  const router = createRouter();
  // Each feed per origin at the current revision; a handful of origins (the site's names).
  const bodies = createRevisionCache<string>(FEED_CACHE_ENTRIES);

  const feed = (
    path: string,
    contentType: string,
    render: (origin: string) => string | Promise<string>,
  ) =>
    router.get(path, async (ctx) => {
      const origin = publicOrigin(ctx);
      const { revision, notModified } = await checkRevision(ctx, sequelize, origin);
      if (notModified) return;
      const body = await bodies.get(revision, `${path} ${origin}`, async () => render(origin));
      ctx.type = contentType;
      ctx.body = body;
    });

  // One sitemap for both languages: each language's posts, English first.
  feed(FEED_PATHS.sitemap, 'application/xml; charset=utf-8', async (origin) => {
    const lists = await Promise.all(SITE_LANGUAGES.map((language) => service.list(language)));
    return renderSitemap(origin, lists.flat());
  });
  for (const language of SITE_LANGUAGES) {
    feed(rssPath(language), 'application/rss+xml; charset=utf-8', async (origin) =>
      renderRss(origin, await service.list(language), language),
    );
  }
  feed(FEED_PATHS.robots, 'text/plain; charset=utf-8', renderRobots);

  return router;
}
