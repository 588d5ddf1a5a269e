import Router from '@koa/router';
import type { AppState } from './types';

/**
 * Every API router is made here, case-sensitive: `/API/posts` is no route at all. A guard that
 * compares paths (CSRF, a proxy rule, a log filter) could otherwise be walked around by changing
 * the case of a path the router still served.
 */
export function createRouter(options: { prefix?: string } = {}): Router<AppState> {
  return new Router<AppState>({ ...options, sensitive: true });
}
