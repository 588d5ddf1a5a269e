import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { Center, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { LoginPage } from '../login/LoginPage';
import { preloadableLazy } from './preloadableLazy';
import {
  ACCOUNT_PATH,
  ADMIN_BASENAME,
  AVAILABILITY_PATH,
  DASHBOARD_PATH,
  INBOX_PATH,
  INTEGRATIONS_PATH,
  LOGIN_PATH,
  REPORTS_PATH,
  SET_PASSWORD_PATH,
  SITE_CONTENT_PATH,
  PRIVACY_PATH,
  TEAM_PATH,
} from './paths';

export { ADMIN_BASENAME };

// Not part of the /admin first load: the staff shell, its screens, the editor and dialogs come
// when needed. Each screen's shell fetches the screen's code with its own, so the two arrive
// together rather than one after the other.
const loadBlog = () => import('../blog/BlogRoute');
const loadInbox = () => import('../inbox/InboxRoute');
const loadReports = () => import('../reports/ReportsRoute');
const loadTeam = () => import('../team/TeamRoute');
const loadAvailability = () => import('../availability/AvailabilityRoute');
const loadAccount = () => import('../account/AccountRoute');
const loadSiteContent = () => import('../siteContent/SiteContentRoute');
const loadPrivacy = () => import('../privacy/PrivacyRoute');
const loadIntegrations = () => import('../integrations/IntegrationsRoute');
const SetPasswordPage = lazy(() => import('../setPassword/SetPasswordPage'));
const SetupPage = lazy(() => import('../setup/SetupPage'));

/**
 * The dashboard's loading words while its code arrives; the dashboard then shows them
 * with the kit's spinner while the session is verified. Plain text here keeps the spinner's code
 * out of the login screen's first load.
 */
function DashboardLoading() {
  return (
    <Center minH="100dvh" p="6" role="status" aria-live="polite">
      <Stack gap="2" textAlign="center">
        <Heading as="h2" size="lg">
          Loading Admin Dashboard...
        </Heading>
        <Text color="fg.muted">Verifying your credentials</Text>
      </Stack>
    </Center>
  );
}

/** What a route of this table may carry in its handle. */
interface AdminRouteHandle {
  /** Fetches the route's code, after which it renders without suspending. */
  preload?: () => Promise<unknown>;
}

/** A signed-in screen's module: the screen, and who may open it (every member when absent). */
interface StaffScreenModule {
  default: ComponentType;
  staffRoles?: readonly string[];
}

/**
 * A signed-in screen: the staff shell (session check, roles, query cache, header) as a layout
 * route, the screen at `path` in its outlet. One shell per screen, so each screen keeps its own
 * query cache and loading words as before. The roles come with the screen's code, which keeps the
 * contract (and zod) out of the sign-in screen's first load.
 */
function staffScreen(
  path: string,
  loadScreen: () => Promise<StaffScreenModule>,
  loading: { title?: string; text?: string } = {},
): RouteObject {
  const { Component: Shell, preload: preloadShell } = preloadableLazy(() =>
    Promise.all([import('../shell/StaffShell'), loadScreen()]).then(
      ([{ default: StaffShell }, { staffRoles }]) => ({
        default: () => (
          <StaffShell roles={staffRoles} loadingTitle={loading.title} loadingText={loading.text} />
        ),
      }),
    ),
  );
  const { Component: Screen, preload: preloadScreen } = preloadableLazy(loadScreen);
  const handle: AdminRouteHandle = {
    preload: () => Promise.all([preloadShell(), preloadScreen()]),
  };
  return {
    handle,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <Shell />
      </Suspense>
    ),
    children: [{ path, element: <Screen /> }],
  };
}

/**
 * The admin routes: sign-in, the signed-in screens in the staff shell (the blog dashboard, the
 * inbox: the list and one enquiry below it, the team and account screens), the page of a
 * set-password link; any other admin path goes back to sign-in.
 */
export const routes: RouteObject[] = [
  { index: true, element: <LoginPage /> },
  staffScreen(DASHBOARD_PATH, loadBlog, {
    title: 'Loading Admin Dashboard...',
    text: 'Verifying your credentials',
  }),
  // The list and one enquiry (`/inbox/:id`): one route, one chunk, one query cache, so going
  // back to the list is quick.
  staffScreen(`${INBOX_PATH}/:id?`, loadInbox),
  staffScreen(REPORTS_PATH, loadReports),
  staffScreen(TEAM_PATH, loadTeam),
  staffScreen(AVAILABILITY_PATH, loadAvailability),
  staffScreen(ACCOUNT_PATH, loadAccount),
  staffScreen(SITE_CONTENT_PATH, loadSiteContent),
  staffScreen(PRIVACY_PATH, loadPrivacy),
  staffScreen(INTEGRATIONS_PATH, loadIntegrations),
  {
    path: SET_PASSWORD_PATH,
    element: (
      <Suspense fallback={null}>
        <SetPasswordPage />
      </Suspense>
    ),
  },
  {
    path: '/setup',
    element: (
      <Suspense fallback={null}>
        <SetupPage />
      </Suspense>
    ),
  },
  { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
];

/**
 * Fetches the code of the routes at `pathname` (with the /admin prefix): the app hydrates a page
 * the server drew once its route renders without suspending.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, ADMIN_BASENAME) ?? [];
  return Promise.all(
    matches.map((match) => (match.route.handle as AdminRouteHandle | undefined)?.preload?.()),
  );
}
