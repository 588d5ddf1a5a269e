/**
 * Where a visitor came from, as the site keeps it in the tab's session storage and sends it with
 * the contact message and the booking: the first touch (the landing that started the visit) and
 * the latest one (the last landing that carried campaign parameters or an external referrer).
 *
 * Everything here comes from the address bar and the referrer, so from anyone: it is untrusted.
 * `sanitiseAttribution` keeps only the allowlisted keys, each within its length, printable, on one
 * line and without a link in it, and drops the rest. It never throws and never refuses: a bad
 * attribution must not cost the firm the visitor's message. Browser-safe: imports nothing but zod
 * and the text rules.
 */
import { z } from 'zod';
import { isSingleLineText } from './text';

/** The query parameters a landing is attributed by, as they appear in the address. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** One landing: its parameters, the referrer's host (never its path), the path and the time. */
export type Touch = Partial<Record<AttributionParam, string>> & {
  referrerHost?: string;
  landingPath?: string;
  /** When the visitor landed (ISO-8601 UTC). */
  at?: string;
};

/** The first and the latest touch of the visit; either may be missing. */
export interface Attribution {
  first?: Touch;
  last?: Touch;
}

/** The longest value kept per key; a longer one is dropped whole, not cut (a cut id is wrong). */
export const ATTRIBUTION_MAX_LENGTH: Readonly<Record<AttributionParam, number>> = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
  gclid: 200,
  fbclid: 200,
  msclkid: 200,
};
export const LANDING_PATH_MAX_LENGTH = 200;
const HOST_MAX_LENGTH = 253;

/**
 * A link: a scheme, `//`, `www.` or a host followed by a path. A bare domain stays (sources are
 * often spelled `linkedin.com`); nothing that a browser would follow does.
 */
const LINK_LIKE =
  /\b(?:https?|ftp|file|javascript|vbscript|data|mailto|tel):|\/\/|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}[/?#]/iu;
/** Markup and quote characters: never needed by a campaign name, often by an injection. */
const MARKUP = /[<>"'`\\]/;
/** A host name as a referrer gives it: labels of letters, digits and hyphens, no credentials. */
const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A site path: starts with one slash, then path characters only (no query, no fragment). */
const PATH = /^\/(?!\/)[\p{L}\p{N}\-._~%/]*$/u;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A parameter's value when it is safe to keep, else undefined. */
export function cleanParam(key: AttributionParam, value: unknown): string | undefined {
  const kept = text(value);
  if (kept === undefined || kept === '' || kept.length > ATTRIBUTION_MAX_LENGTH[key]) return;
  if (!isSingleLineText(kept) || MARKUP.test(kept) || LINK_LIKE.test(kept)) return;
  return kept;
}

/** A bare host name, lower-cased; anything else (a URL, credentials, a port) is dropped. */
export function cleanHost(value: unknown): string | undefined {
  const kept = text(value)?.toLowerCase();
  if (kept === undefined || kept.length > HOST_MAX_LENGTH || !HOST.test(kept)) return;
  return kept;
}

/** A path of the site (no query, no fragment, no other origin), else undefined. */
export function cleanPath(value: unknown): string | undefined {
  const kept = text(value);
  if (kept === undefined || kept.length > LANDING_PATH_MAX_LENGTH || !PATH.test(kept)) return;
  return kept;
}

function cleanTime(value: unknown): string | undefined {
  const kept = text(value);
  if (kept === undefined || kept.length > 40 || !z.iso.datetime().safeParse(kept).success) return;
  return new Date(kept).toISOString();
}

/** True when the touch says where the visitor came from (a parameter or a referrer). */
export function hasSource(touch: Touch): boolean {
  return touch.referrerHost !== undefined || ATTRIBUTION_PARAMS.some((key) => key in touch);
}

/**
 * A touch's channel, lower-cased: its tags, else what its click id or referrer implies (a Google
 * or Microsoft ad click is `cpc`, a Facebook link `social`, another site `referral`). The report
 * groups by it and the inbox names it.
 */
export function channelOf(touch: Touch): { source: string | null; medium: string | null } {
  const paid = touch.gclid ? 'google' : touch.msclkid ? 'bing' : undefined;
  const source =
    touch.utm_source ?? paid ?? (touch.fbclid ? 'facebook' : undefined) ?? touch.referrerHost;
  const medium =
    touch.utm_medium ??
    (paid ? 'cpc' : touch.fbclid ? 'social' : touch.referrerHost ? 'referral' : undefined);
  return { source: source?.toLowerCase() ?? null, medium: medium?.toLowerCase() ?? null };
}

/** The safe part of one touch, or undefined when nothing in it says where the visitor came from. */
export function sanitiseTouch(input: unknown): Touch | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const raw = input as Record<string, unknown>;
  const touch: Touch = {};
  for (const key of ATTRIBUTION_PARAMS) {
    const value = cleanParam(key, raw[key]);
    if (value !== undefined) touch[key] = value;
  }
  const referrerHost = cleanHost(raw.referrerHost);
  if (referrerHost !== undefined) touch.referrerHost = referrerHost;
  if (!hasSource(touch)) return;
  const landingPath = cleanPath(raw.landingPath);
  if (landingPath !== undefined) touch.landingPath = landingPath;
  const at = cleanTime(raw.at);
  if (at !== undefined) touch.at = at;
  return touch;
}

/** The safe part of an attribution, or null when nothing of it is worth keeping. */
export function sanitiseAttribution(input: unknown): Attribution | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const raw = input as Record<string, unknown>;
  const first = sanitiseTouch(raw.first);
  const last = sanitiseTouch(raw.last);
  if (first === undefined && last === undefined) return null;
  return { ...(first && { first }), ...(last && { last }) };
}

/**
 * The `attribution` field of the contact and booking bodies: anything goes in, the safe part
 * (or null) comes out; it never fails the request.
 */
export const attributionField = z
  .unknown()
  .transform((value) => sanitiseAttribution(value))
  .optional();
