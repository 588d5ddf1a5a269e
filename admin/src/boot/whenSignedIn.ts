import type { SessionUser } from '../auth/session';

/** Resolves when the session check finds a user; never while the visitor is signed out. */
export function whenSignedIn(session: Promise<SessionUser | null>): Promise<void> {
  return session.then((user) => (user ? undefined : new Promise<void>(() => undefined)));
}
