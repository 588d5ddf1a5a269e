/** `/api` and everything under it belongs to the BFF, never to a bundle's SPA fallback. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
