import { isApiPath } from './apiPath';
import type { AppMiddleware } from './types';
import { refusal } from './refusal';

/** Methods that change state; GET, HEAD and OPTIONS never do here. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_HEADER = 'X-Requested-With';

/**
 * Cheap CSRF guard: a cross-site form or <img> cannot set a custom header, and a cross-site fetch
 * that sets one needs a CORS preflight this API never grants. So a state-changing request without
 * X-Requested-With did not come from our own pages and is refused with 403. SameSite=Lax on the
 * session cookie is the other half of the defence.
 *
 * It runs before routing and looks at the path in any letter case: whether a router would match
 * the request must not decide whether the guard runs.
 */
export function csrfProtection(): AppMiddleware {
  return async (ctx, next) => {
    if (
      UNSAFE_METHODS.has(ctx.method) &&
      isApiPath(ctx.path) &&
      ctx.get(CSRF_HEADER).trim() === ''
    ) {
      throw refusal(403, 'request.csrf-header-missing', { header: CSRF_HEADER });
    }
    await next();
  };
}
