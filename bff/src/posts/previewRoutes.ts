import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { PreviewResponse } from '@app/contract/editorial';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { toPost } from './postViews';
import { postOfPreviewToken } from './previewLinks';
import { refusalBody } from '../http/refusal';

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
    const post = await postOfPreviewToken(sequelize, ctx.params.token ?? '', now());
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (!post) {
      // Answered here rather than thrown: the error handler would drop the two headers above.
      ctx.status = 404;
      ctx.body = refusalBody('posts.preview-not-found');
      return;
    }
    ctx.body = (
      post.status === 'published' ? { publishedSlug: post.slug } : { post: toPost(post) }
    ) satisfies PreviewResponse;
  });
  return router;
}
