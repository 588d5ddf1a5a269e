import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import { createRouter } from '../http/router';
import type { AppContext, AppState } from '../http/types';
import { isMediaKey } from './keys';
import type { MediaStorage } from './storage';
import { refusal } from '../http/refusal';

/** A key names one set of bytes forever (see keys.ts), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An image only staff or a draft's preview may see: the browser may keep it, no shared cache. */
const PRIVATE = 'private, no-cache';

/**
 * Who may have an image: anyone (`public`), the asker but no shared cache (`private`), or nobody
 * (`none`, the same 404 as an unknown key). Everyone, when not given.
 */
export type MediaAccessCheck = (
  ctx: AppContext,
  key: string,
) => Promise<'public' | 'private' | 'none'>;

/** GET /media/:key: a stored image, from whichever storage is configured. */
export function mediaRoutes({
  storage,
  access = async () => 'public',
}: {
  storage: MediaStorage;
  access?: MediaAccessCheck;
}): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.media, async (ctx) => {
    const key = ctx.params.key ?? '';
    const etag = `"${key}"`;
    const allowed = isMediaKey(key) ? await access(ctx, key) : 'none';
    if (allowed === 'none') throw refusal(404, 'media.not-found');
    const cacheControl = allowed === 'public' ? IMMUTABLE : PRIVATE;
    // A 304 says "what you have is still the image": only true while the image exists.
    if (ctx.get('If-None-Match') === etag && (await storage.exists(key))) {
      ctx.set('Cache-Control', cacheControl);
      ctx.set('ETag', etag);
      ctx.status = 304;
      return;
    }
    const object = await storage.get(key);
    if (!object) throw refusal(404, 'media.not-found');
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', etag);
    // Never let a browser guess another type (an HTML or SVG payload) from the bytes.
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = object.contentType;
    ctx.length = object.size;
    ctx.body = object.body;
  });
  return router;
}
