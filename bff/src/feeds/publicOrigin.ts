import { requestOrigin } from '@app/server-kit/publicOrigin';
import type { AppContext } from '../http/types';
import { refusal } from '../http/refusal';

/**
 * The origin the visitor used, for the feeds' absolute URLs: there is no configured public URL,
 * so it is the request's, by the rule the site's page renderer follows too (X-Forwarded-* only
 * with TRUST_PROXY, which nginx sets). A Host that is no host name is refused rather than
 * written into a feed.
 */
export function publicOrigin(ctx: AppContext): string {
  const origin = requestOrigin(
    {
      headers: ctx.headers,
      encrypted: (ctx.req.socket as { encrypted?: boolean }).encrypted === true,
    },
    { trustProxy: ctx.app.proxy },
  );
  if (origin === undefined) throw refusal(400, 'request.invalid-host');
  return origin;
}
