import { useMutation } from '@tanstack/react-query';
import { notify } from 'shared_ui/toaster';
import { requestLogout } from '../auth/session';
import { ADMIN_BASENAME } from '../app/paths';

/**
 * The dashboard's own Logout. Success reloads the app at /admin, so no state of the
 * session survives in memory; failure keeps the session and says so.
 */
export function useLogout() {
  return useMutation({
    mutationFn: requestLogout,
    onSuccess: () => window.location.assign(ADMIN_BASENAME),
    onError: () =>
      notify({ title: 'Logout failed', description: 'Please try again', type: 'error' }),
  });
}
