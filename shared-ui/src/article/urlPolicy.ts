/**
 * Which URLs an article may carry. Links keep only the http, https, irc, ircs, mailto and
 * xmpp schemes or a relative target; images only http(s) or a relative path, so no `data:` or
 * `javascript:` URL can reach the page however it is spelled.
 */
const LINK_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * The scheme a browser would read from `value`, lower-cased; '' for a relative URL; undefined
 * when the value is not clearly one or the other. Browsers drop tabs and line breaks anywhere in
 * a URL and control characters and spaces at its ends, so those cannot hide a scheme here either;
 * and a colon anywhere before the first `/`, `?` or `#` counts as a scheme we do not know (that
 * is how entity-encoded or otherwise disguised schemes end).
 */
export function schemeOf(value: string): string | undefined {
  const compact = value.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g,
    '',
  );
  const colon = compact.indexOf(':');
  if (colon === -1) return '';
  const firstDelimiter = compact.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return '';
  const scheme = compact.slice(0, colon);
  return /^[a-z][a-z0-9+.-]*$/i.test(scheme) ? scheme.toLowerCase() : undefined;
}

/** The href a link keeps: itself when its scheme is allowed or it is relative, else ''. */
export function safeLinkHref(value: string | undefined): string {
  if (value === undefined) return '';
  const scheme = schemeOf(value);
  return scheme === '' || (scheme !== undefined && LINK_SCHEMES.has(scheme)) ? value.trim() : '';
}

/**
 * The src an image keeps, or undefined. `blob:` is accepted only when `fromResolver` says the URL
 * came from the host's own resolver (the admin's local previews), never from the post's text.
 */
export function safeImageSrc(value: string | undefined, fromResolver = false): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const scheme = schemeOf(value);
  if (scheme === '' || (scheme !== undefined && IMAGE_SCHEMES.has(scheme))) return value.trim();
  return fromResolver && scheme === 'blob' ? value.trim() : undefined;
}
