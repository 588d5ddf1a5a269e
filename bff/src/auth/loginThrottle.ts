import type { Sequelize } from 'sequelize';
import { createRateLimiter, type RateLimitResult } from '../http/rateLimit';

/**
 * Brute-force limits on sign-in, counting failed attempts only.
 *
 * Per (account, client address): 5 failures per 15 minutes. Someone guessing at an account from
 * their address locks only that address out of that account; the owner, from any other address,
 * still signs in. Per client address: 20 failures per 15 minutes across all accounts, so one
 * address cannot sweep many usernames either. Successful sign-ins count against neither.
 *
 * An attacker with N addresses gets 5 x N guesses at one account per 15 minutes (10 addresses:
 * 50, i.e. 4,800 a day); a password of 8 or more characters is not found that way. There is
 * deliberately no per-account limit across addresses: it would let anyone lock anyone out.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
} as const;

export interface LoginThrottle {
  /**
   * Counts the attempt as a failure in both budgets before the password is checked (so that
   * concurrent guesses cannot all slip under the limit); refused once either is used up.
   */
  attempt(username: string, address: string): Promise<RateLimitResult>;
  /** The password was right: the attempt is handed back, and the pair starts afresh. */
  succeeded(username: string, address: string): Promise<void>;
}

export function createLoginThrottle(
  sequelize: Sequelize,
  now?: () => Date,
  limits: typeof LOGIN_LIMITS = LOGIN_LIMITS,
): LoginThrottle {
  const byAddress = createRateLimiter(sequelize, {
    name: 'login-failures-address',
    ...limits.perAddress,
    now,
  });
  const byPair = createRateLimiter(sequelize, {
    name: 'login-failures-account-address',
    ...limits.perAccountAndAddress,
    now,
  });
  // Usernames cannot hold a space, so the pair's key is unambiguous.
  const pairKey = (username: string, address: string) => `${address} ${username}`;

  return {
    async attempt(username, address) {
      const pair = await byPair.hit(pairKey(username, address));
      if (!pair.allowed) return pair;
      const addressResult = await byAddress.hit(address);
      // Refused on the address: the pair did not get its try.
      if (!addressResult.allowed) await byPair.refund(pairKey(username, address));
      return addressResult;
    },
    async succeeded(username, address) {
      await Promise.all([byPair.reset(pairKey(username, address)), byAddress.refund(address)]);
    },
  };
}
