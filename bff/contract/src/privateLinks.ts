/**
 * The site's private pages, each opened by a secret token in its address: a post's preview link
 * and a meeting's manage link. Their shapes let the site and the BFF answer a malformed token
 * with the same 404 without a database read. No imports, no schemas: the site's pages take these
 * without bringing any request schema into their code.
 */

/** A preview token: 16 random bytes (128 bits), base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The site's page of a preview token. */
export function previewPagePath(token: string): string {
  return `/preview/${token}`;
}

/** A manage token: 32 random bytes, base64url. Anything else names no meeting. */
export const MEETING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The site's page for a manage link: `<site origin>/meeting/<token>`. */
export const MEETING_PAGE_PATH = '/meeting';
