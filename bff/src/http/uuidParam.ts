import type { ErrorBody } from '@app/contract/errorBody';
import type { AppContext } from './types';

/** A uuid as the BFF mints them (randomUUID): lower-case hex in five groups. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The path's `:id`, lower-cased, when it is a uuid; otherwise answers 404 with `notFound` and
 * gives undefined. Answered rather than thrown: the error handler would drop the route's headers.
 */
export function uuidParam(ctx: AppContext, notFound: ErrorBody): string | undefined {
  const id = (ctx.params.id ?? '').toLowerCase();
  if (UUID_PATTERN.test(id)) return id;
  ctx.status = 404;
  ctx.body = notFound;
  return undefined;
}
