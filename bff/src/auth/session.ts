import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Sequelize } from 'sequelize';
import type { AuthConfig } from './config';
import type { AppContext } from '../http/types';
import type { AppMiddleware, AppState } from '../http/types';
import { createSessionStore, isSessionData, rowId } from './sessionStore';

export const SESSION_COOKIE = 'sid';

export interface SessionOptions {
  sequelize: Sequelize;
  auth: AuthConfig;
  /** Signs the cookie (SESSION_SECRET or the generated one, see sessionSecret.ts). */
  secret: string;
  now?: () => Date;
}

/**
 * The koa-session middleware with its rows in the database. Put it only in front of the routes
 * that need a session (sign-in, session check, writes): a public read then costs no session
 * lookup, and a visitor never gets a cookie.
 *
 * One per app: koa-session attaches `ctx.session` to the app's context once, with the first
 * options it is given.
 */
export function createSessionMiddleware(
  app: Koa<AppState>,
  { sequelize, auth, secret, now = () => new Date() }: SessionOptions,
): AppMiddleware {
  app.keys = [secret];
  const store = createSessionStore(sequelize, { absoluteTimeoutMs: auth.absoluteTimeoutMs, now });
  const session = createSession(
    {
      key: SESSION_COOKIE,
      store,
      // 256 random bits: the id is the only thing standing between a cookie thief and the admin.
      genid: () => randomBytes(32).toString('base64url'),
      // The idle timeout: every request with the session pushes its expiry forward (rolling).
      maxAge: auth.idleTimeoutMs,
      rolling: true,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure: auth.cookieSecure,
      valid: (_ctx: unknown, data: unknown) =>
        isSessionData(data) && data.signedInAt + auth.absoluteTimeoutMs > now().getTime(),
    },
    app,
  );
  return async (ctx, next) => {
    // COOKIE_SECURE says users arrive over HTTPS even when the proxy in front does not say so
    // (no X-Forwarded-Proto); without this, Koa refuses to send a Secure cookie over plain HTTP.
    if (auth.cookieSecure) ctx.cookies.secure = true;
    await session(ctx, async () => {
      await next();
      // The address a member sees in their session list is the one the session was last used from.
      const current = koaSession(ctx);
      if (current && isSessionData(current) && current.ip !== ctx.ip) current.ip = ctx.ip;
    });
  };
}

/** What koa-session puts on `ctx.session` (it ships no typings for Koa's context). */
interface KoaSession {
  [field: string]: unknown;
  regenerate(): Promise<void> | undefined;
}

function koaSession(ctx: AppContext): KoaSession | null {
  const session: unknown = Reflect.get(ctx, 'session');
  return typeof session === 'object' && session !== null ? (session as KoaSession) : null;
}

/** The signed-in user's id, or undefined. Needs the session middleware in front. */
export function sessionUserId(ctx: AppContext): number | undefined {
  const session = koaSession(ctx);
  return session && isSessionData(session) ? session.userId : undefined;
}

/**
 * Signs `userId` in under a brand-new session id: the old session (and any id an attacker may
 * have planted before sign-in) is destroyed, not reused.
 */
export async function startSession(ctx: AppContext, userId: number, now: Date): Promise<void> {
  const session = koaSession(ctx);
  if (!session) throw new Error('startSession needs the session middleware');
  session.userId = userId;
  session.signedInAt = now.getTime();
  session.userAgent = (ctx.get('User-Agent') || '').slice(0, 255);
  session.ip = ctx.ip;
  await session.regenerate();
}

/**
 * The row id (see sessionStore.ts) of the session this request carries, or undefined without a
 * valid signed cookie.
 */
export function currentSessionRowId(ctx: AppContext): string | undefined {
  const sid = ctx.cookies.get(SESSION_COOKIE, { signed: true });
  return sid ? rowId(sid) : undefined;
}

/** Destroys the session row and clears the cookie when the response goes out. */
export function endSession(ctx: AppContext): void {
  Reflect.set(ctx, 'session', null);
}
