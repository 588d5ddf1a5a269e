import { API_PATHS } from '@app/contract/paths';
import { redactSecrets } from '@app/server-kit/redactSecrets';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log/logger';
import type { AppMiddleware } from './types';

/** An upstream id (nginx `$request_id`, a client) is kept only if it cannot forge log lines. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

const HEALTH_PATH = API_PATHS.health;

/**
 * Gives the request an id (echoed as X-Request-Id) and a logger carrying it, and writes one line
 * per request once the response is finished or the client went away.
 */
export function requestContext(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);

    ctx.res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = ctx.status;
      const fields = {
        method: ctx.method,
        // A preview's or a manage link's token in the path is the link itself: never in a log.
        path: redactSecrets(ctx.path),
        status,
        ms: Math.round(ms * 10) / 10,
        ...(ctx.res.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) ctx.state.log.error('request', fields);
      // Probes hit the health route every few seconds; at info they would drown real traffic.
      else if (ctx.path === HEALTH_PATH && status < 400) ctx.state.log.debug('request', fields);
      else ctx.state.log.info('request', fields);
    });

    await next();
  };
}
