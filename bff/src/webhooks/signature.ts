/**
 * The webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is
 * inside what is signed, so a receiver that rejects old times rejects replays (docs/webhooks.md
 * has the receiver's side).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Whether `header` signs `body` with `secret` at a time within `toleranceS` of `now`. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { now, toleranceS = 300 }: { now: Date; toleranceS?: number },
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function hmac(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}
