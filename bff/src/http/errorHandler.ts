import { toErrorResponse } from './errors';
import type { AppMiddleware } from './types';

/** Headers that describe the exchange rather than the failed response; they survive an error. */
const KEEP_HEADERS = new Set(['x-request-id', 'vary']);

/** Every error leaves as JSON (see toErrorResponse); 5xx are logged with their stack. */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const response = toErrorResponse(thrown);
      if (response.status >= 500) {
        ctx.state.log.error('request failed', { status: response.status, err: thrown });
      } else {
        ctx.state.log.debug('request rejected', {
          status: response.status,
          error: response.body.error,
        });
      }
      // Once bytes are on the wire the status cannot change; the log line is all we can do.
      if (ctx.headerSent || !ctx.writable) return;
      for (const name of ctx.res.getHeaderNames()) {
        if (!KEEP_HEADERS.has(name)) ctx.res.removeHeader(name);
      }
      ctx.set(response.headers);
      ctx.status = response.status;
      ctx.body = response.body;
    }
  };
}
