/**
 * The origin a visitor used, for absolute URLs written into what the server sends (the feeds'
 * links, a page's canonical, Open Graph and JSON-LD URLs). One rule for the BFF's feeds and the
 * site's page renderer, in either of its two servers. Browser-safe: no Node imports.
 */

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export interface OriginSource {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The connection itself is TLS (a server that terminates it). */
  encrypted?: boolean;
}

/** The first value of a header that may be repeated or hold a comma-separated list. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim();
}

/**
 * `scheme://host` of the request, or undefined when its host is not a host name (the caller
 * answers 400 rather than write it into a page). X-Forwarded-Proto and X-Forwarded-Host count
 * only with `trustProxy` (TRUST_PROXY: a proxy we run sets them, and replaces what the visitor
 * sent); otherwise anyone could have written them. Anything but https is http. The same reading
 * as Koa's `ctx.protocol` and `ctx.host` with `app.proxy`.
 */
export function requestOrigin(
  { headers, encrypted = false }: OriginSource,
  { trustProxy }: { trustProxy: boolean },
): string | undefined {
  const forwardedHost = trustProxy ? firstValue(headers['x-forwarded-host']) : undefined;
  const host = forwardedHost || firstValue(headers.host) || '';
  const valid = HOST.exec(host);
  if (!valid || (valid[1] !== undefined && Number(valid[1]) > 65_535)) return undefined;
  const scheme = encrypted
    ? 'https'
    : trustProxy && firstValue(headers['x-forwarded-proto']) === 'https'
      ? 'https'
      : 'http';
  return `${scheme}://${host.toLowerCase()}`;
}
