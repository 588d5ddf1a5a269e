import { createHash } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { AppContext } from '../http/types';
import { readContentRevision } from './contentRevision';

/**
 * The ETag of a public read at `revision`. Weak: koa-compress may send the same body gzipped, a
 * different byte sequence. `variant` names whatever else the body depends on (a feed's origin),
 * so two bodies of one revision never share a tag.
 */
export function revisionETag(revision: number, variant?: string): string {
  const suffix =
    variant === undefined
      ? ''
      : `-${createHash('sha1').update(variant).digest('base64url').slice(0, 12)}`;
  return `W/"r${revision}${suffix}"`;
}

export interface RevisionCheck {
  /** The content revision the body must be of (or newer: see below). */
  revision: number;
  /** The client's copy is current: 304 sent, nothing more to do. */
  notModified: boolean;
}

/**
 * The conditional half of a public read (posts, feeds): any cache may keep the answer but must
 * revalidate it (no-cache), and revalidating costs one primary-key read. Sets the ETag of the
 * current content revision and, when the client already has it, answers 304; otherwise the
 * caller reads its content (or takes it from a RevisionCache) and sends it.
 *
 * Call it before reading the content: a post saved in between then makes the body newer than its
 * tag (the next request gets a 200 again), never older than it (which would keep a stale body
 * valid until the next write).
 */
export async function checkRevision(
  ctx: AppContext,
  sequelize: Sequelize,
  variant?: string,
): Promise<RevisionCheck> {
  const revision = await readContentRevision(sequelize);
  const etag = revisionETag(revision, variant);
  ctx.set('Cache-Control', 'public, no-cache');
  ctx.set('ETag', etag);
  const notModified = ifNoneMatchHits(ctx.get('If-None-Match'), etag);
  if (notModified) ctx.status = 304;
  return { revision, notModified };
}

/**
 * RFC 9110 If-None-Match with the weak comparison: any listed tag equal to `etag` once the W/
 * prefixes are set aside. `*` is left unanswered (a 200): this runs before a post is known to
 * exist. Not Koa's ctx.fresh, which treats a request's `Cache-Control: no-cache` as "send it all
 * again"; that directive is meant for caches on the way, and fetch() adds it to every request
 * carrying If-None-Match, so a server-side client revalidating its copy would never get a 304.
 */
export function ifNoneMatchHits(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** The body of a public JSON read (already serialised) whose headers checkRevision set. */
export function sendJson(ctx: AppContext, json: string): void {
  ctx.type = 'application/json';
  ctx.body = json;
}
