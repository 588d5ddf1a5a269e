import { createHash } from 'node:crypto';
import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import { sessionsTable } from './sessionsTable';

/** What a signed-in session holds; koa-session adds its own `_expire` and `_maxAge`. */
export interface SessionData {
  userId: number;
  /** Epoch ms of the sign-in: the absolute timeout counts from here. */
  signedInAt: number;
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
      const data = parse(row.data);
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
      const [updated] = await table.update(
        { data: JSON.stringify(data), expiresAt },
        { where: { id, revokedAt: null, expiresAt: { [Op.gt]: at } } },
      );
      if (updated === 0) {
        try {
          await table.create({ id, data: JSON.stringify(data), expiresAt });
        } catch (error) {
          // The id has a row that is revoked or expired: that session has ended for good.
          if (!(error instanceof UniqueConstraintError)) throw error;
        }
      }
      await purgeExpired(at);
    },

    async destroy(sid) {
      const at = now();
      // Kept until every save that could still carry this session has expired by its own data.
      const keepUntil = new Date(at.getTime() + absoluteTimeoutMs);
      await table.update(
        { data: '{}', revokedAt: at, expiresAt: keepUntil },
        { where: { id: rowId(sid) } },
      );
    },
  };
}

function rowId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

function parse(text: string): SessionData | null {
  try {
    const value: unknown = JSON.parse(text);
    return isSessionData(value) ? value : null;
  } catch {
    return null;
  }
}
