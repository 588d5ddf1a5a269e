import { createHash } from 'node:crypto';

/**
 * The secret links' tokens, as log lines may show them. A preview link, a meeting's manage link
 * (the page and its API, in either language) and a set-password or setup link carry a token in
 * the path that is all it takes to use the link; the database keeps only its SHA-256. A log line
 * keeps the first 8 hex digits of that hash instead, enough to find the link's row, never to use it.
 *
 * The segment after one of these names is a token when it is long enough to be one (16+
 * characters); short segments are the staff's numeric ids and actions such as `check`.
 */
const SECRET_SEGMENT =
  /(\/(?:previews?|meetings?|set-password|setup|password-links?)\/)([A-Za-z0-9_~.%-]{16,})/gi;

/** A token in the query string (`?token=…`), whatever the path. */
const SECRET_QUERY = /([?&](?:token|t)=)([^&#]+)/gi;

function hashPrefix(token: string): string {
  let raw = token;
  try {
    raw = decodeURIComponent(token);
  } catch {
    // A malformed escape is hashed as it came.
  }
  return createHash('sha256').update(raw).digest('hex').slice(0, 8);
}

/** `url` (a path, with or without its query) with every secret token replaced by its hash's prefix. */
export function redactSecrets(url: string): string {
  const redact = (_match: string, before: string, token: string) =>
    `${before}[redacted:${hashPrefix(token)}]`;
  return url.replace(SECRET_SEGMENT, redact).replace(SECRET_QUERY, redact);
}
