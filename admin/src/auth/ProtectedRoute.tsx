import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from 'shared_ui/Spinner';
import { AccessDenied } from 'shared_ui/AccessDenied';
import { notify, type Notification } from 'shared_ui/toaster';
import { useAuth } from './useAuth';

export interface ProtectedRouteProps {
  /** One role or a list; an empty list admits any signed-in user. */
  roles?: string | readonly string[];
  /** Where a signed-out visitor goes, relative to the /admin basename: the login screen. */
  redirectTo?: string;
  /** Shown while the session check runs. */
  loadingTitle?: string;
  loadingText?: string;
  /** A toast explaining the redirect of a signed-out visitor. */
  signedOutNotice?: Notification;
  children: ReactNode;
}

export function isRoleAllowed(role: string, roles: string | readonly string[] = []): boolean {
  const allowed = typeof roles === 'string' ? [roles] : roles;
  return allowed.length === 0 || allowed.includes(role);
}

/**
 * A staff-only screen: the spinner while the session loads, a redirect to the login screen when
 * signed out, else the role check (see docs/admin.md#roles-and-access).
 */
export function ProtectedRoute({
  roles,
  redirectTo = '/',
  loadingTitle,
  loadingText,
  signedOutNotice,
  children,
}: ProtectedRouteProps) {
  const { status, user } = useAuth();
  const signedOut = status === 'signed-out';

  useEffect(() => {
    if (!signedOut || !signedOutNotice) return;
    // Not cancelled on unmount: the redirect unmounts this screen at once, and the toast is the
    // explanation of that redirect. Deferred because the toast store flushes React synchronously.
    queueMicrotask(() => notify(signedOutNotice));
  }, [signedOut, signedOutNotice]);

  if (status === 'loading') return <LoadingScreen title={loadingTitle} text={loadingText} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  if (!isRoleAllowed(user.role, roles)) return <AccessDenied />;
  return children;
}
