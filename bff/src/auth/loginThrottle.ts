import type { Sequelize } from 'sequelize';
import { createRateLimiter, type RateLimitResult } from '../http/rateLimit';

/**
 * Brute-force limits on sign-in, counting failed attempts only, after OWASP's device cookies.
 *
 * From a known device (a browser that signed in to the account before: deviceCookie.ts), attempts
 * count against that device's own budget only: 5 failures per 15 minutes. Nothing anyone else
 * does can lock the owner's browser out.
 *
 * From anywhere else, three budgets at once, each 15 minutes: 5 failures per (account, address),
 * 20 per address across all accounts (one address cannot sweep usernames), and 10 per account
 * across every unknown device and address together. That last one is what caps a distributed
 * attack: 40 guesses from 4 addresses, or 1,000 from 10, evaluate 10 passwords, where counting per
 * address alone let 10 addresses evaluate 50 (4,800 a day). It can hold the owner back on a new
 * browser during an attack, never on one they have used. Successful sign-ins count against none.
 */
export const LOGIN_LIMITS = {
  perKnownDevice: { limit: 5, windowMs: 15 * 60_000 },
  perAccountAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  perAccountFromUnknownDevices: { limit: 10, windowMs: 15 * 60_000 },
} as const;

export interface LoginThrottle {
  /**
   * Counts the attempt as a failure in its budgets before the password is checked (so that
   * concurrent guesses cannot all slip under the limit); refused once one is used up. `device`
   * is the known device the request comes from, if any.
   */
  attempt(username: string, address: string, device?: string): Promise<RateLimitResult>;
  /** The password was right: the attempt is handed back, and the pair or device starts afresh. */
  succeeded(username: string, address: string, device?: string): Promise<void>;
}

export function createLoginThrottle(
  sequelize: Sequelize,
  now?: () => Date,
  limits: typeof LOGIN_LIMITS = LOGIN_LIMITS,
): LoginThrottle {
  const limiter = (name: string, rule: { limit: number; windowMs: number }) =>
    createRateLimiter(sequelize, { name, ...rule, now });
  const byDevice = limiter('login-failures-device', limits.perKnownDevice);
  const byPair = limiter('login-failures-account-address', limits.perAccountAndAddress);
  const byAddress = limiter('login-failures-address', limits.perAddress);
  const byAccount = limiter('login-failures-account', limits.perAccountFromUnknownDevices);
  // Usernames cannot hold a space, so these keys are unambiguous.
  const pairKey = (username: string, address: string) => `${address} ${username}`;
  const deviceKey = (username: string, device: string) => `${device} ${username}`;

  return {
    async attempt(username, address, device) {
      if (device !== undefined) return byDevice.hit(deviceKey(username, device));
      // Each budget in turn; one that refuses hands back the tries the earlier ones counted.
      const pair = await byPair.hit(pairKey(username, address));
      if (!pair.allowed) return pair;
      const account = await byAccount.hit(username);
      if (!account.allowed) {
        await byPair.refund(pairKey(username, address));
        return account;
      }
      const addressResult = await byAddress.hit(address);
      if (!addressResult.allowed) {
        await Promise.all([byPair.refund(pairKey(username, address)), byAccount.refund(username)]);
      }
      return addressResult;
    },
    async succeeded(username, address, device) {
      if (device !== undefined) {
        await byDevice.reset(deviceKey(username, device));
        return;
      }
      await Promise.all([
        byPair.reset(pairKey(username, address)),
        byAddress.refund(address),
        byAccount.refund(username),
      ]);
    },
  };
}
