import { koaBody } from 'koa-body';
import type { AppMiddleware } from './types';

export interface JsonBodyOptions {
  /** Largest accepted body, in bytes or a string like '100kb'. */
  limit?: number | string;
}

/**
 * Body parser for JSON routes. koa-body skips bodies of types it was not asked to parse, which
 * would leave the route validating `undefined`; a JSON route refuses them with 415 instead.
 * Parse failures and oversize bodies reach the error handler as 400 and 413.
 */
export function jsonBody({ limit = '100kb' }: JsonBodyOptions = {}): AppMiddleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  return async (ctx, next) => {
    // null: no body at all, which the route's own validation reports.
    if (ctx.is('application/json', '+json') === false) {
      ctx.throw(415, 'Content-Type must be application/json');
    }
    await parse(ctx, next);
  };
}
