import { HttpError, apiFetch, apiJson } from '@app/contract/client';
import type { SessionUser, SessionUserResponse } from '@app/contract/auth';
import { SIGN_IN_PATHS } from '@app/contract/signInPaths';

export type { SessionUser };

/** Every admin call announces itself, GETs included (the BFF only requires it on writes). */
export const ADMIN_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/**
 * GET /api/auth/me: a null user, or any non-success answer, means signed out. A refusal (401/403)
 * is quietly signed out too; anything else is logged and counts as signed out, so a broken check
 * shows the sign-in screen rather than an error (see docs/admin.md#session-state).
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const answer = await apiJson<Partial<SessionUserResponse> | undefined>(SIGN_IN_PATHS.me, {
      headers: ADMIN_HEADERS,
    });
    return answer?.user ?? null;
  } catch (error) {
    if (!(error instanceof HttpError && (error.status === 401 || error.status === 403))) {
      console.error('Session check failed', error);
    }
    return null;
  }
}

/** POST /api/logout; resolves only when the server confirmed it. */
export async function requestLogout(): Promise<void> {
  await apiFetch(SIGN_IN_PATHS.logout, { method: 'POST', headers: ADMIN_HEADERS });
}
