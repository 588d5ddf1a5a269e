import type { Sequelize } from 'sequelize';
import { createRateLimiter, type RateLimitResult } from '../http/rateLimit';

/**
 * Brute-force limits on sign-in. Per username: 5 attempts per 15 minutes, and a successful
 * sign-in clears the count, so the real user is locked out for at most 15 minutes by someone
 * guessing at their name. Per client address: 20 per 15 minutes, never cleared by a success, so
 * one address cannot sweep many usernames.
 */
export const LOGIN_LIMITS = {
  perUsername: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
} as const;

export interface LoginThrottle {
  /** Counts an attempt; the first exhausted budget (address, then username) refuses it. */
  attempt(username: string, address: string): Promise<RateLimitResult>;
  /** After a successful sign-in: the username starts with a clean slate. */
  succeeded(username: string): Promise<void>;
}

export function createLoginThrottle(
  sequelize: Sequelize,
  now?: () => Date,
  limits: typeof LOGIN_LIMITS = LOGIN_LIMITS,
): LoginThrottle {
  const byAddress = createRateLimiter(sequelize, {
    name: 'login-address',
    ...limits.perAddress,
    now,
  });
  const byUsername = createRateLimiter(sequelize, {
    name: 'login-username',
    ...limits.perUsername,
    now,
  });
  return {
    async attempt(username, address) {
      const addressResult = await byAddress.hit(address);
      if (!addressResult.allowed) return addressResult;
      return byUsername.hit(username);
    },
    async succeeded(username) {
      await byUsername.reset(username);
    },
  };
}
