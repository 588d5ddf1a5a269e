import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { PreviewResponse } from '@app/contract/editorial';
import { withMediaGrant } from '@app/contract/media';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { toPost } from './postViews';
import { postOfPreviewToken } from './previewLinks';
import { refusalBody } from '../http/refusal';
import { postTables } from './tables';
import { publishedAmong } from './translations';

/**
 * GET /previews/:token: anyone holding a live link reads the post it was made for, as it is now.
 * Never stored by any cache (the BFF's revision cache included: the text is not public) and never
 * indexed, the refusal as much as the answer.
 */
export function previewRoutes({
  sequelize,
  now,
}: {
  sequelize: Sequelize;
  now: () => Date;
}): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.preview, async (ctx) => {
    const token = ctx.params.token ?? '';
    const post = await postOfPreviewToken(sequelize, token, now());
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (!post) {
      // Answered here rather than thrown: the error handler would drop the two headers above.
      ctx.status = 404;
      ctx.body = refusalBody('posts.preview-not-found');
      return;
    }
    if (post.status === 'published') {
      ctx.body = { publishedSlug: post.slug } satisfies PreviewResponse;
      return;
    }
    // A preview shows its own draft only: a translation is named once the public can read it.
    const { translationSlug } = post;
    const published = await publishedAmong(postTables(sequelize), [translationSlug]);
    const view = toPost(
      post,
      translationSlug !== null && published.has(translationSlug) ? translationSlug : null,
    );
    // Its images answer 404 to visitors until a published post shows them; the link's token
    // lets its reader fetch these ones (see mediaAccess).
    view.content = withMediaGrant(view.content, token);
    if (view.imagePath !== null) view.imagePath = withMediaGrant(view.imagePath, token);
    ctx.body = { post: view } satisfies PreviewResponse;
  });
  return router;
}
