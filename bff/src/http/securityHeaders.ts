import { securityHeaders as headersFor } from '@app/server-kit/securityHeaders';
import type { AppMiddleware } from './types';

const NO_REFERRER = 'no-referrer';

/**
 * Puts the contract's security headers on every response: API answers, errors, 404 and 405, the
 * served bundles, rendered pages and the feeds; the staff app's get the opener policy too, and a
 * private page keeps the one its renderer set. Mounted first, so nothing can answer around it.
 * HSTS only when the request came over HTTPS (`ctx.secure` follows X-Forwarded-Proto only with
 * TRUST_PROXY).
 */
export function securityHeaders(): AppMiddleware {
  return async (ctx, next) => {
    const headers = headersFor({ secure: ctx.secure, path: ctx.path });
    // Before, for anything that sends its headers early; again after, because the error handler
    // clears the headers of a failed response and a page renderer sets its own.
    ctx.set(headers);
    try {
      await next();
    } finally {
      // A page whose address is a secret (a preview or a meeting's manage link) asks for no
      // referrer at all; that one stricter value stays, as nginx keeps it from an upstream.
      const noReferrer = ctx.response.get('Referrer-Policy') === NO_REFERRER;
      ctx.set(headers);
      if (noReferrer) ctx.set('Referrer-Policy', NO_REFERRER);
    }
  };
}
