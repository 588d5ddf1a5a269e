import { createContext, useCallback, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, fetchSessionUser, requestLogout, type SessionUser } from './session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Login success: the answer's user becomes the session without asking the server again. */
  signIn(user: SessionUser): void;
  /** Spec 4: clears the user whether or not the call succeeds (a failure is only logged). */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/**
 * Spec 4, authentication: the session is checked once on start (the query never goes stale and
 * is never retried or refetched), then changes only through signIn / signOut.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const signIn = useCallback(
    (user: SessionUser) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await requestLogout();
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    }
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = session.data ?? null;
    const status: AuthStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
    return { status, user, signIn, signOut };
  }, [session.data, session.isPending, signIn, signOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
