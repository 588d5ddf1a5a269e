import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../login/LoginPage';

/** The admin app lives under /admin (spec 2.1); every path below is relative to it. */
export const ADMIN_BASENAME = '/admin';

/**
 * Spec 2.1 admin routes. /admin/blog joins when the dashboard is built; until then any other
 * admin path goes back to the login screen.
 */
export const routes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
