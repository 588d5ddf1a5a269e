/**
 * The paths of signing in, checking the session and signing out, apart from paths.ts (which spreads
 * them into its lists) so the admin's sign-in screen loads them without every other endpoint.
 * Browser-safe: no imports.
 */
export const API_PREFIX = '/api';

/** Their route patterns below the prefix. */
export const SIGN_IN_ROUTES = { login: '/login', logout: '/logout', me: '/auth/me' } as const;

/** Their full paths: `SIGN_IN_PATHS.me` is `/api/auth/me`. */
export const SIGN_IN_PATHS = {
  login: `${API_PREFIX}${SIGN_IN_ROUTES.login}`,
  logout: `${API_PREFIX}${SIGN_IN_ROUTES.logout}`,
  me: `${API_PREFIX}${SIGN_IN_ROUTES.me}`,
} as const;
