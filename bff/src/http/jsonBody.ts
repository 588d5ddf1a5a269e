import { koaBody } from 'koa-body';
import type { AppMiddleware } from './types';
import { refusal } from './refusal';

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
      throw refusal(415, 'request.json-required');
    }
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      throw parsed ? error : asBodyError(error);
    }
  };
}

/**
 * Whatever goes wrong while reading the body is the client's doing. Errors that carry a status
 * (413, 415, raw-body's 400s) keep it; the rest (zlib's Z_DATA_ERROR for a body that is not the
 * gzip, deflate or br its Content-Encoding claims, a truncated stream) would otherwise be 500s.
 */
function asBodyError(error: unknown): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return Object.assign(refusal(400, 'request.encoding-mismatch'), { cause: error });
}
