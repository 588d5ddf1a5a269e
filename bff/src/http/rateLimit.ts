import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AppContext, AppMiddleware } from './types';
import type { ErrorCode } from '@app/contract/errorCodes';
import { refusal } from './refusal';

/** A limit as configured: so many hits per window (per client IP, per account...). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window (0 once the limit is reached). */
  remaining: number;
  /** Seconds until the window ends; 0 while allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Forgets `key`'s hits (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /**
   * Takes back one hit of the current window: for limits on failures, where each attempt is
   * counted up front (so that concurrent attempts cannot all slip under the limit) and the ones
   * that turn out fine are handed back.
   */
  refund(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Names the limiter's rows; limiters sharing a name share budgets. At most 64 characters. */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
  /** Injected clock for tests. */
  now?: () => Date;
}

const TABLE = 'rate_limits';
/** bucket_key's width; longer keys (an e-mail address, a long header) are hashed to fit. */
const MAX_KEY_LENGTH = 191;
/** InnoDB may pick one of two upserts racing on a brand-new key as a deadlock victim. */
const DEADLOCK_RETRIES = 3;

interface CounterRow {
  hits: number | string;
  window_start: number | string;
}

/**
 * A fixed-window counter per key, stored in `rate_limits` so that all replicas share it.
 *
 * Every hit is one atomic upsert: a new key starts at 1, a key whose stored window is older than
 * the current one restarts at 1, otherwise it increments. The stored window only moves forward,
 * so a replica whose clock lags slightly cannot reset another replica's count.
 */
export function createRateLimiter(
  sequelize: Sequelize,
  { name, limit, windowMs, now = () => new Date() }: RateLimiterOptions,
): RateLimiter {
  if (name.length === 0 || name.length > 64) throw new Error('rate limiter name: 1-64 characters');
  if (!Number.isInteger(limit) || limit < 1) throw new Error('rate limiter limit: at least 1');
  if (!Number.isInteger(windowMs) || windowMs < 1000) {
    throw new Error('rate limiter window: at least 1000 ms');
  }
  const increment = sequelize.getDialect() === 'mysql' ? incrementMySql : incrementSqlite;
  let lastPurge = 0;

  /** Expired rows are dead weight; one replica-local sweep per window keeps the table small. */
  const purge = async (windowStart: number): Promise<void> => {
    if (windowStart - lastPurge < windowMs) return;
    lastPurge = windowStart;
    try {
      await sequelize.query(`DELETE FROM ${TABLE} WHERE name = ? AND window_start < ?`, {
        replacements: [name, windowStart],
        type: QueryTypes.BULKDELETE,
      });
    } catch {
      // Cleaning up is best effort; the next window tries again.
    }
  };

  return {
    async hit(key) {
      const nowMs = now().getTime();
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      await purge(windowStart);
      const row = await increment(sequelize, name, bucketKey(key), windowStart);
      const hits = Number(row.hits);
      const storedWindow = Number(row.window_start);
      const allowed = hits <= limit;
      return {
        allowed,
        remaining: Math.max(0, limit - hits),
        retryAfterSeconds: allowed
          ? 0
          : Math.max(1, Math.ceil((storedWindow + windowMs - nowMs) / 1000)),
      };
    },
    async refund(key) {
      const windowStart = Math.floor(now().getTime() / windowMs) * windowMs;
      await sequelize.query(
        `UPDATE ${TABLE} SET hits = hits - 1
         WHERE name = ? AND bucket_key = ? AND window_start = ? AND hits > 0`,
        { replacements: [name, bucketKey(key), windowStart], type: QueryTypes.BULKUPDATE },
      );
    },
    async reset(key) {
      await sequelize.query(`DELETE FROM ${TABLE} WHERE name = ? AND bucket_key = ?`, {
        replacements: [name, bucketKey(key)],
        type: QueryTypes.BULKDELETE,
      });
    },
  };
}

function bucketKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * SQLite runs one statement at a time, so a single upsert with RETURNING is atomic. (Sequelize
 * would open a second connection for a transaction and fail with SQLITE_BUSY under load.)
 */
async function incrementSqlite(
  sequelize: Sequelize,
  name: string,
  key: string,
  windowStart: number,
): Promise<CounterRow> {
  // The leading comment matters: Sequelize's SQLite driver discards the rows of any statement
  // that starts with "INSERT INTO", RETURNING or not.
  const rows = await sequelize.query<CounterRow>(
    `/* rate limit hit */ INSERT INTO ${TABLE} (name, bucket_key, hits, window_start)
     VALUES (?, ?, 1, ?)
     ON CONFLICT (name, bucket_key) DO UPDATE SET
       hits = CASE WHEN excluded.window_start > ${TABLE}.window_start THEN 1
                   ELSE ${TABLE}.hits + 1 END,
       window_start = MAX(${TABLE}.window_start, excluded.window_start)
     RETURNING hits, window_start`,
    { replacements: [name, key, windowStart], type: QueryTypes.SELECT },
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/**
 * MySQL has no RETURNING: the upsert and the read share a transaction. The upsert leaves an
 * exclusive lock on the row until commit, so a concurrent hit on the same key waits and cannot
 * read a count in between.
 */
async function incrementMySql(
  sequelize: Sequelize,
  name: string,
  key: string,
  windowStart: number,
): Promise<CounterRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sequelize.transaction(async (transaction: Transaction) => {
        // MySQL evaluates the assignments left to right: `hits` must see the old window_start.
        await sequelize.query(
          `INSERT INTO ${TABLE} (name, bucket_key, hits, window_start) VALUES (?, ?, 1, ?)
           ON DUPLICATE KEY UPDATE
             hits = IF(? > window_start, 1, hits + 1),
             window_start = GREATEST(window_start, ?)`,
          { replacements: [name, key, windowStart, windowStart, windowStart], transaction },
        );
        const [row] = await sequelize.query<CounterRow>(
          `SELECT hits, window_start FROM ${TABLE} WHERE name = ? AND bucket_key = ?`,
          { replacements: [name, key], type: QueryTypes.SELECT, transaction },
        );
        if (!row) throw new Error('rate limit row vanished inside its transaction');
        return row;
      });
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown): boolean {
  const cause = (error as { parent?: { errno?: unknown } } | null)?.parent;
  return cause?.errno === 1213;
}

/**
 * Refuses a request once `keyOf(ctx)` has used up its budget: 429 with the refusal `code` and a
 * Retry-After header. Every request passing through counts as one hit.
 */
export function rateLimitMiddleware(
  limiter: RateLimiter,
  keyOf: (ctx: AppContext) => string,
  code: ErrorCode,
): AppMiddleware {
  return async (ctx, next) => {
    const result = await limiter.hit(keyOf(ctx));
    if (!result.allowed) {
      throw refusal(429, code, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    await next();
  };
}
