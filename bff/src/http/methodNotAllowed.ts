import type { AppMiddleware } from './types';

/**
 * The router answers a method it has no route for anywhere (PROPFIND, TRACE) with 501. To a
 * client that is the same mistake as DELETE on a read-only path: 405 with the path's Allow
 * header, or 404 when the path is no route at all. Goes between the router's routes() and its
 * allowedMethods(), so it sees the 501 the latter sets.
 */
export function methodNotAllowed(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 501 || ctx.body != null) return;
    const allow = ctx.response.get('Allow');
    if (allow === '') {
      ctx.remove('Allow');
      ctx.status = 404;
    } else {
      ctx.status = 405;
    }
  };
}
