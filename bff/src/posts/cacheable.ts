import { createHash } from 'node:crypto';
import type { AppContext } from '../http/rateLimit';

/**
 * Public reads: any cache may keep the answer but must revalidate it (no-cache), which costs a
 * 304 without a body while nothing changed. The site adds its own 5-minute cache on top (spec 4).
 */
export function sendCacheableJson(ctx: AppContext, value: unknown): void {
  const json = JSON.stringify(value);
  ctx.set('Cache-Control', 'public, no-cache');
  // Weak: koa-compress may send the same JSON gzipped, a different byte sequence.
  ctx.set('ETag', `W/"${createHash('sha1').update(json).digest('base64url')}"`);
  ctx.status = 200;
  // Koa compares If-None-Match with the ETag just set.
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
