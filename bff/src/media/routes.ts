import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { isMediaKey } from './keys';
import type { MediaStorage } from './storage';
import { refusal } from '../http/refusal';

/** A key names one set of bytes forever (see keys.ts), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/:key: a stored image, from whichever storage is configured. */
export function mediaRoutes({ storage }: { storage: MediaStorage }): Router<AppState> {
  const router = createRouter();
  router.get(API_ROUTES.media, async (ctx) => {
    const key = ctx.params.key ?? '';
    const etag = `"${key}"`;
    // A 304 says "what you have is still the image": only true while the image exists.
    if (isMediaKey(key) && ctx.get('If-None-Match') === etag && (await storage.exists(key))) {
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.set('ETag', etag);
      ctx.status = 304;
      return;
    }
    const object = isMediaKey(key) ? await storage.get(key) : null;
    if (!object) throw refusal(404, 'media.not-found');
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('ETag', etag);
    // Never let a browser guess another type (an HTML or SVG payload) from the bytes.
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = object.contentType;
    ctx.length = object.size;
    ctx.body = object.body;
  });
  return router;
}
