import { API_PATHS } from '@app/contract/paths';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../http/types';

/**
 * The device cookie of OWASP's brute-force advice: a browser that has signed in to an account
 * holds a cookie, signed with the session keys, naming that account and a random device id.
 * Sign-ins from such a browser count against that device's own budget, so guesses from anywhere
 * else, however many, never lock out the owner's known browser.
 */
export const DEVICE_COOKIE = 'device';

const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[0-9a-f]{32}$/;

/** The id of the known device this request comes from, for this username; else undefined. */
export function knownDevice(ctx: AppContext, username: string): string | undefined {
  // `signed`: a cookie whose signature does not verify is not read at all.
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  if (value === undefined) return undefined;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  return dot > 0 && DEVICE_ID.test(id) && value.slice(dot + 1) === username ? id : undefined;
}

/** After a successful sign-in: this browser is now a known device of the account. */
export function rememberDevice(ctx: AppContext, username: string): void {
  ctx.cookies.set(DEVICE_COOKIE, `${randomBytes(16).toString('hex')}.${username}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    // Only the sign-in call needs it; no other request carries it.
    path: API_PATHS.login,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    overwrite: true,
  });
}
