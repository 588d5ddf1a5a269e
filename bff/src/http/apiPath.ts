/**
 * `/api` and everything under it belongs to the BFF, never to a bundle's SPA fallback. Any letter
 * case counts: `/API/posts` is no route (the routers are case-sensitive), but it must get the
 * API's guards and its JSON 404, not the site's shell.
 */
import { API_PREFIX } from '@app/contract/paths';

export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === API_PREFIX || lower.startsWith(`${API_PREFIX}/`);
}
