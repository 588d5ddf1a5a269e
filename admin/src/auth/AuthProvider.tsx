import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fetchSessionUser, requestLogout, type SessionUser } from './session';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Login success: the answer's user becomes the session without asking the server again. */
  signIn(user: SessionUser): void;
  /** Clears the user whether or not the call succeeds (a failure is only logged). */
  signOut(): Promise<void>;
  /** The server no longer knows the session (signed out elsewhere, deactivated): forget it. */
  expire(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

/** Not known yet: the start-up check has not answered and nobody signed in or out meanwhile. */
const UNKNOWN = undefined;

/**
 * The session is checked once on start, then changes only through
 * signIn / signOut. Plain state rather than a query: nothing refetches or shares it, and the
 * sign-in screen then needs no query cache (the dashboard brings its own; see
 * shell/DashboardQueries.tsx).
 */
export function AuthProvider({
  sessionCheck,
  signedIn,
  children,
}: {
  /** A check already sent (by the sign-in page's boot script), answered instead of a new one. */
  sessionCheck?: Promise<SessionUser | null>;
  /** Who the server found signed in when it rendered this page: no check is needed. */
  signedIn?: SessionUser;
  children: ReactNode;
}) {
  const [user, setUser] = useState<SessionUser | null | typeof UNKNOWN>(signedIn ?? UNKNOWN);
  // Kept across StrictMode's second effect run, so the check still goes out once.
  const check = useRef<Promise<SessionUser | null> | null>(null);

  useEffect(() => {
    if (signedIn) return;
    check.current ??= sessionCheck ?? fetchSessionUser();
    let current = true;
    void check.current.then((checked) => {
      // A sign-in or sign-out made while the check ran is newer than its answer.
      if (current) setUser((known) => (known === UNKNOWN ? checked : known));
    });
    return () => {
      current = false;
    };
  }, [sessionCheck, signedIn]);

  const signIn = useCallback((signedIn: SessionUser) => setUser(signedIn), []);

  const signOut = useCallback(async () => {
    try {
      await requestLogout();
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      setUser(null);
    }
  }, []);

  const expire = useCallback(() => setUser(null), []);

  const value = useMemo<AuthState>(() => {
    const status: AuthStatus = user === UNKNOWN ? 'loading' : user ? 'signed-in' : 'signed-out';
    return { status, user: user ?? null, signIn, signOut, expire };
  }, [user, signIn, signOut, expire]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
