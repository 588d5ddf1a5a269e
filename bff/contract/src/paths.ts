/**
 * Every endpoint of the BFF, named once. The BFF mounts `API_ROUTES` under `API_PREFIX`; the site,
 * the admin and the tests call `API_PATHS` (or the path builders for routes with a parameter).
 * Browser-safe: no imports.
 */
export const API_PREFIX = '/api';

/** Route patterns below the prefix, in the syntax of the BFF's router. */
export const API_ROUTES = {
  login: '/login',
  logout: '/logout',
  me: '/auth/me',
  posts: '/posts',
  post: '/posts/:slug',
  media: '/media/:key',
  contentRevision: '/content/revision',
  availableSlots: '/calendar/available-slots',
  schedule: '/calendar/schedule',
  contact: '/contact',
  health: '/health',
} as const;

type Route = keyof typeof API_ROUTES;
type FixedRoute = {
  [K in Route]: (typeof API_ROUTES)[K] extends `${string}:${string}` ? never : K;
}[Route];

/** The full path of each endpoint without a parameter, e.g. `API_PATHS.posts` is `/api/posts`. */
export const API_PATHS = {
  login: `${API_PREFIX}${API_ROUTES.login}`,
  logout: `${API_PREFIX}${API_ROUTES.logout}`,
  me: `${API_PREFIX}${API_ROUTES.me}`,
  posts: `${API_PREFIX}${API_ROUTES.posts}`,
  contentRevision: `${API_PREFIX}${API_ROUTES.contentRevision}`,
  availableSlots: `${API_PREFIX}${API_ROUTES.availableSlots}`,
  schedule: `${API_PREFIX}${API_ROUTES.schedule}`,
  contact: `${API_PREFIX}${API_ROUTES.contact}`,
  health: `${API_PREFIX}${API_ROUTES.health}`,
} as const satisfies Record<FixedRoute, string>;

/** `/api/posts/{slug}`: the slug is one path segment whatever it holds. */
export function postPath(slug: string): string {
  return `${API_PATHS.posts}/${encodeURIComponent(slug)}`;
}
