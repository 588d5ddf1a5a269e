import { createHash } from 'node:crypto';
import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import { sessionsTable } from './sessionsTable';

/** What a signed-in session holds; koa-session adds its own `_expire` and `_maxAge`. */
export interface SessionData {
  userId: number;
  /** Epoch ms of the sign-in: the absolute timeout counts from here. */
  signedInAt: number;
  /** The browser's User-Agent at sign-in, cut to 255 characters. */
  userAgent?: string;
  /** The client address of the session's latest request. */
  ip?: string;
  [field: string]: unknown;
}

export interface SessionStoreOptions {
  /** A session ends this long after sign-in, however active it is. */
  absoluteTimeoutMs: number;
  now?: () => Date;
  /** How often, at most, one replica deletes expired rows. */
  purgeEveryMs?: number;
}

/** The store interface koa-session calls (get/set/destroy by the cookie's session id). */
export interface SessionStore {
  get(sid: string): Promise<SessionData | null>;
  /** `data` is whatever koa-session holds; only a signed-in session is ever stored. */
  set(sid: string, data: unknown, maxAgeMs: number | 'session'): Promise<void>;
  destroy(sid: string): Promise<void>;
}

export function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, signedInAt } = value as Record<string, unknown>;
  return Number.isInteger(userId) && typeof signedInAt === 'number';
}

/**
 * Sessions in the `sessions` table, so every replica sees the same ones and a logout or an expiry
 * revokes a session everywhere at once.
 *
 * Rows are keyed by the SHA-256 of the session id, not the id itself: someone who reads the
 * table (a backup, a replica's logs) cannot replay the cookies. The row's expiry is the earlier of
 * the idle deadline koa-session asks for and the absolute deadline from sign-in.
 *
 * An ended session is final. koa-session saves a session at the end of every request that used
 * it (the rolling idle deadline), so a request that was already running when its session signed
 * out would, with an upsert, write the row back and revive it. Instead a save only updates a live
 * row or creates a row for an id never seen; a signed-out session keeps a revoked row until no
 * save of it could still be valid (its absolute deadline), so it is never created again.
 */
export function createSessionStore(
  sequelize: Sequelize,
  { absoluteTimeoutMs, now = () => new Date(), purgeEveryMs = 10 * 60_000 }: SessionStoreOptions,
): SessionStore {
  const table = sessionsTable(sequelize);
  let lastPurge = 0;

  /** Expired rows are never read again; deleting them now and then keeps the table small. */
  const purgeExpired = async (at: Date): Promise<void> => {
    if (at.getTime() - lastPurge < purgeEveryMs) return;
    lastPurge = at.getTime();
    await table.destroy({ where: { expiresAt: { [Op.lte]: at } } });
  };

  return {
    async get(sid) {
      const at = now();
      const row = await table.findOne({
        where: { id: rowId(sid), expiresAt: { [Op.gt]: at }, revokedAt: null },
      });
      if (!row) return null;
      const data = parseSessionData(row.data);
      if (!data || data.signedInAt + absoluteTimeoutMs <= at.getTime()) return null;
      return data;
    },

    async set(sid, data, maxAgeMs) {
      if (!isSessionData(data)) {
        await this.destroy(sid);
        return;
      }
      const at = now();
      const absoluteDeadline = data.signedInAt + absoluteTimeoutMs;
      if (absoluteDeadline <= at.getTime()) return;
      const idleDeadline = at.getTime() + (maxAgeMs === 'session' ? absoluteTimeoutMs : maxAgeMs);
      const expiresAt = new Date(Math.min(idleDeadline, absoluteDeadline));
      const id = rowId(sid);
      const row = {
        data: JSON.stringify(data),
        expiresAt,
        userId: data.userId,
        userAgent: typeof data.userAgent === 'string' ? data.userAgent.slice(0, 255) : null,
        ip: typeof data.ip === 'string' ? data.ip.slice(0, 64) : null,
      };
      const [updated] = await table.update(row, {
        where: { id, revokedAt: null, expiresAt: { [Op.gt]: at } },
      });
      if (updated === 0) {
        try {
          await table.create({ id, ...row });
        } catch (error) {
          // The id has a row that is revoked or expired: that session has ended for good.
          if (!(error instanceof UniqueConstraintError)) throw error;
        }
      }
      await purgeExpired(at);
    },

    async destroy(sid) {
      await revokeSessions(sequelize, { id: rowId(sid) }, { absoluteTimeoutMs, now: now() });
    },
  };
}

/** Which sessions to revoke: one row, or every live one of an account (but one, maybe). */
export type SessionsToRevoke = { id: string } | { userId: number; exceptId?: string };

/**
 * Ends sessions for good, on every replica at once (each reads the row on every request). The
 * rows stay, revoked, until every save that could still carry them has expired by its own data,
 * so a request already running cannot write them back (see createSessionStore). Returns how many
 * live sessions ended.
 */
export async function revokeSessions(
  sequelize: Sequelize,
  which: SessionsToRevoke,
  { absoluteTimeoutMs, now }: { absoluteTimeoutMs: number; now: Date },
): Promise<number> {
  const keepUntil = new Date(now.getTime() + absoluteTimeoutMs);
  const where =
    'id' in which
      ? { id: which.id }
      : {
          userId: which.userId,
          revokedAt: null,
          ...(which.exceptId === undefined ? {} : { id: { [Op.ne]: which.exceptId } }),
        };
  const [revoked] = await sessionsTable(sequelize).update(
    { data: '{}', revokedAt: now, expiresAt: keepUntil },
    { where },
  );
  return revoked;
}

/** The row id of a cookie's session id. */
export function rowId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** A row's session data, or null when it is not a signed-in session's. */
export function parseSessionData(text: string): SessionData | null {
  try {
    const value: unknown = JSON.parse(text);
    return isSessionData(value) ? value : null;
  } catch {
    return null;
  }
}
