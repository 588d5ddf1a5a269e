import { statusCode } from '@app/contract/errorCodes';
import { refusalBody } from './refusal';
import type { AppMiddleware } from './types';

/**
 * Responses that end as an error status without a body get the same JSON as thrown errors: the
 * router's empty 404 for an unknown /api path, its 405 for a wrong method (keeping its Allow
 * header), and Koa's default 404 when nothing handled the request at all.
 */
export function emptyErrorFallback(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body != null || ctx.status < 400) return;
    const status = ctx.status;
    // Re-set explicitly: assigning a body to a response whose 404 is only Koa's default makes it 200.
    ctx.status = status;
    ctx.body = refusalBody(status === 404 ? 'request.not-found' : statusCode(status));
  };
}
