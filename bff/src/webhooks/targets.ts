/**
 * Where a webhook may go. An endpoint is an admin's URL, but the BFF sits inside the firm's
 * network: without a check, a URL naming 127.0.0.1, 10.0.0.5 or the cloud's metadata address
 * (169.254.169.254) would make it call its own services. Every address a host name resolves to
 * must be public; the sender then connects to the address checked here (send.ts), so a name that
 * resolves elsewhere a moment later (a DNS rebind) cannot reach inside.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ErrorCode } from '@app/contract/errorCodes';

/**
 * Private, loopback, link-local and other ranges no public receiver lives in. Node's BlockList
 * checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 rules.
 */
const INSIDE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv6');
}

export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address to connect to for a URL, checked. */
export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type TargetCheck =
  { ok: true; target: ResolvedTarget } | { ok: false; code: ErrorCode; reason: string };

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Checks `raw` and resolves its host once. Without `allowPrivate`: https only, and every address
 * the name has must be public (one inside address is enough to refuse: which one a client picks
 * is not ours to predict).
 */
export async function resolveTarget(
  raw: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, code: 'webhooks.url-invalid', reason: 'not a URL' };
  }
  const https = url.protocol === 'https:';
  if (!https && !(allowPrivate && url.protocol === 'http:')) {
    return { ok: false, code: 'webhooks.url-not-https', reason: `${url.protocol} is not https` };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, code: 'webhooks.url-invalid', reason: 'credentials in the URL' };
  }
  // URL keeps IPv6 literals in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch (error) {
    return {
      ok: false,
      code: 'webhooks.url-unresolved',
      reason: `${host} does not resolve (${(error as { code?: string }).code ?? 'error'})`,
    };
  }
  const first = addresses[0];
  if (first === undefined) {
    return { ok: false, code: 'webhooks.url-unresolved', reason: `${host} has no address` };
  }
  const inside = addresses.find((entry) => isInsideAddress(entry.address));
  if (inside !== undefined && !allowPrivate) {
    return {
      ok: false,
      code: 'webhooks.url-private',
      reason: `${host} resolves to ${inside.address}, inside a private network`,
    };
  }
  return {
    ok: true,
    target: { url, address: first.address, family: first.family === 6 ? 6 : 4 },
  };
}
