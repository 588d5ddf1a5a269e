import { Suspense, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Center, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import { LoginPage } from '../login/LoginPage';
import {
  ACCOUNT_PATH,
  ADMIN_BASENAME,
  DASHBOARD_PATH,
  INBOX_PATH,
  LOGIN_PATH,
  SET_PASSWORD_PATH,
  TEAM_PATH,
} from './paths';

export { ADMIN_BASENAME };

// Not part of the /admin first load: the dashboard, its editor and dialogs come when needed.
const BlogRoute = lazy(() => import('../dashboard/BlogRoute'));
const InboxRoute = lazy(() => import('../inbox/InboxRoute'));
const TeamRoute = lazy(() => import('../team/TeamRoute'));
const AccountRoute = lazy(() => import('../account/AccountRoute'));
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

/**
 * The admin routes: sign-in, the blog dashboard, the inbox (the list and one enquiry below it),
 * the team and account screens, the page of a set-password link; any other admin path goes back
 * to sign-in.
 */
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
  {
    // The list and one enquiry (`/inbox/:id`): one route, one chunk, one query cache, so going
    // back to the list is quick.
    path: `${INBOX_PATH}/:id?`,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <InboxRoute />
      </Suspense>
    ),
  },
  {
    path: TEAM_PATH,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <TeamRoute />
      </Suspense>
    ),
  },
  {
    path: ACCOUNT_PATH,
    element: (
      <Suspense fallback={<DashboardLoading />}>
        <AccountRoute />
      </Suspense>
    ),
  },
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
