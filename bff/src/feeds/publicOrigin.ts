import createHttpError from 'http-errors';
import type { AppContext } from '../http/rateLimit';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the visitor used, for the feeds' absolute URLs: there is no configured public URL,
 * so it is the request's, which honours X-Forwarded-Proto and X-Forwarded-Host only with
 * TRUST_PROXY (nginx sets both). Anything but https counts as http, as in the site renderer. A
 * Host that is no host name is refused rather than written into a feed.
 */
export function publicOrigin(ctx: AppContext): string {
  const host = ctx.host;
  if (!HOST.test(host)) throw createHttpError(400, 'The Host header is not a valid host name');
  return `${ctx.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
