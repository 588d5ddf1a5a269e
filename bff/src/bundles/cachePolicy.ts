import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A content hash in the file name (`main.1a2b3c4d.js`): the same rule nginx applies. */
const HASHED_NAME = /\.[0-9a-f]{8}\./;

/**
 * Hashed files never change under their name, so browsers may keep them for a year. Everything
 * else (index.html, remoteEntry.js, favicon…) must be revalidated, or a deploy would leave
 * browsers running an old entry point that points at chunks which no longer exist.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
