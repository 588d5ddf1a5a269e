import { errorText } from '@app/contract/errorCodes';
import Router from '@koa/router';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../tests/helpers/testDatabase';
import { createApp } from '../app';
import { createSequelize } from '../db/sequelize';
import { silentLogger } from '../log/logger';
import { createRateLimiter, rateLimitMiddleware } from './rateLimit';
import type { AppState } from './types';

const MINUTE = 60_000;

describe.each(DIALECTS)('rate limiter on %s', (dialect) => {
  let db: TestDatabase;
  let clock: Date;
  const now = () => clock;

  beforeAll(async () => {
    db = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await db.cleanup();
  });
  beforeEach(async () => {
    clock = new Date('2030-01-01T10:00:00.000Z');
    await db.sequelize.query('DELETE FROM rate_limits');
  });

  it('allows `limit` hits per window, then refuses with the time left in the window', async () => {
    const limiter = createRateLimiter(db.sequelize, {
      name: 'basic',
      limit: 3,
      windowMs: 15 * MINUTE,
      now,
    });
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    clock = new Date('2030-01-01T10:05:00.000Z');
    expect(await limiter.hit('k')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 10 * 60,
    });
    // Other keys and other limiters have budgets of their own.
    expect((await limiter.hit('other')).allowed).toBe(true);
    const second = createRateLimiter(db.sequelize, { name: 'second', limit: 1, windowMs: MINUTE });
    expect((await second.hit('k')).allowed).toBe(true);
  });

  it('refund hands one hit of the current window back, never below zero or into another window', async () => {
    const limiter = createRateLimiter(db.sequelize, { name: 'r', limit: 2, windowMs: MINUTE, now });
    await limiter.hit('k');
    await limiter.hit('k');
    await limiter.refund('k');
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    await limiter.refund('k');
    await limiter.refund('k');
    await limiter.refund('k');
    expect((await limiter.hit('k')).remaining).toBe(1);
    await limiter.refund('unknown');
    clock = new Date(clock.getTime() + MINUTE);
    await limiter.refund('k');
    await limiter.hit('k');
    expect((await limiter.hit('k')).remaining).toBe(0);
  });

  it('starts a fresh count in the next window', async () => {
    const limiter = createRateLimiter(db.sequelize, { name: 'w', limit: 1, windowMs: MINUTE, now });
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    clock = new Date(clock.getTime() + MINUTE);
    expect(await limiter.hit('k')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it('does not let a replica with a lagging clock reset the count', async () => {
    const ahead = createRateLimiter(db.sequelize, { name: 'c', limit: 2, windowMs: MINUTE, now });
    const behind = createRateLimiter(db.sequelize, {
      name: 'c',
      limit: 2,
      windowMs: MINUTE,
      now: () => new Date(clock.getTime() - MINUTE),
    });
    await ahead.hit('k');
    await ahead.hit('k');
    expect((await behind.hit('k')).allowed).toBe(false);
  });

  it('reset() forgets a key', async () => {
    const limiter = createRateLimiter(db.sequelize, { name: 'r', limit: 1, windowMs: MINUTE, now });
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('hashes keys longer than the column', async () => {
    const limiter = createRateLimiter(db.sequelize, { name: 'h', limit: 1, windowMs: MINUTE, now });
    const long = 'x'.repeat(500);
    await limiter.hit(long);
    expect((await limiter.hit(long)).allowed).toBe(false);
    expect((await limiter.hit(`${long}y`)).allowed).toBe(true);
  });

  it('purges rows of past windows', async () => {
    const limiter = createRateLimiter(db.sequelize, { name: 'p', limit: 5, windowMs: MINUTE, now });
    await limiter.hit('old');
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await limiter.hit('new');
    const rows = await db.sequelize.query<{ bucket_key: string }>(
      "SELECT bucket_key FROM rate_limits WHERE name = 'p'",
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((row) => row.bucket_key)).toEqual(['new']);
  });

  it('counts every hit exactly once under concurrency, across several connections', async () => {
    // Two pools on one database stand in for two replicas.
    const replica = createSequelize(db.config.database, { logger: silentLogger });
    try {
      const limiters = [db.sequelize, replica].map((sequelize) =>
        createRateLimiter(sequelize, { name: 'race', limit: 10, windowMs: MINUTE, now }),
      );
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.hit('k')),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
      expect(results.map((result) => result.remaining).sort((a, b) => b - a)).toEqual([
        9,
        8,
        7,
        6,
        5,
        4,
        3,
        2,
        1,
        ...Array<number>(21).fill(0),
      ]);
    } finally {
      await replica.close();
    }
  });

  it('rateLimitMiddleware answers 429 JSON with Retry-After once the budget is spent', async () => {
    const limiter = createRateLimiter(db.sequelize, {
      name: 'mw',
      limit: 2,
      windowMs: MINUTE,
      now,
    });
    const router = new Router<AppState>();
    router.get(
      '/limited',
      rateLimitMiddleware(limiter, (ctx) => ctx.get('X-Client'), 'contact.rate-limited'),
      (ctx) => {
        ctx.body = { ok: true };
      },
    );
    const app = createApp({
      config: db.config,
      sequelize: db.sequelize,
      logger: silentLogger,
      extraRouters: [router],
    });
    const agent = request(app.callback());
    await agent.get('/api/limited').set('X-Client', 'a').expect(200);
    await agent.get('/api/limited').set('X-Client', 'a').expect(200);
    const refused = await agent.get('/api/limited').set('X-Client', 'a').expect(429);
    expect(refused.body).toMatchObject({
      error: errorText('contact.rate-limited'),
      code: 'contact.rate-limited',
    });
    expect(refused.headers['retry-after']).toBe('60');
    await agent.get('/api/limited').set('X-Client', 'b').expect(200);
  });
});

describe('createRateLimiter options', () => {
  it('refuses nonsense settings', async () => {
    const db = await openTestDatabase('sqlite', { migrate: false });
    try {
      expect(() =>
        createRateLimiter(db.sequelize, { name: 'x', limit: 0, windowMs: MINUTE }),
      ).toThrow(/limit/);
      expect(() => createRateLimiter(db.sequelize, { name: 'x', limit: 1, windowMs: 10 })).toThrow(
        /window/,
      );
      expect(() =>
        createRateLimiter(db.sequelize, { name: '', limit: 1, windowMs: MINUTE }),
      ).toThrow(/name/);
    } finally {
      await db.cleanup();
    }
  });
});
