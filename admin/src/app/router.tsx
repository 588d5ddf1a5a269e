import { Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from 'shared_ui/Spinner';
import { LoginPage } from '../login/LoginPage';
import { ADMIN_BASENAME, DASHBOARD_PATH, LOGIN_PATH } from './paths';

export { ADMIN_BASENAME };

// Not part of the /admin first load: the dashboard, its editor and dialogs come when needed.
const BlogRoute = lazy(() => import('../dashboard/BlogRoute'));

/** Spec 2.11: the words shown while the session check (or the dashboard's code) loads. */
export function DashboardLoading() {
  return <LoadingScreen title="Loading Admin Dashboard..." text="Verifying your credentials" />;
}

/** Spec 2.1 admin routes; any other admin path goes back to the login screen. */
export const routes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  {
    path: DASHBOARD_PATH,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <BlogRoute />
      </Suspense>
    ),
  },
  { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
