/**
 * GET /api/content/revision: a number every post write raises, in the same transaction as the
 * write, on whichever replica it happens. Whoever caches public content (the site renderer's
 * page cache, the ETags of the public reads) compares it instead of the content itself.
 * Browser-safe.
 */
import { API_PATHS } from './paths';

export const CONTENT_REVISION_PATH = API_PATHS.contentRevision;

/** 200 of GET /api/content/revision (sent with Cache-Control: no-store). */
export interface ContentRevision {
  /** Only ever grows while the database lives; compare for equality, not order. */
  revision: number;
}

/** True for a body of the shape above (the client checks what it parses). */
export function isContentRevision(value: unknown): value is ContentRevision {
  return (
    typeof value === 'object' &&
    value !== null &&
    'revision' in value &&
    Number.isSafeInteger(value.revision)
  );
}
