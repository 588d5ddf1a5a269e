/**
 * Where the visitor came from, kept in the tab's session storage (no cookie, nothing sent
 * anywhere) until the contact form sends it with the message and the booking. Runs in the boot
 * script, so every page load counts, also those that never go live.
 *
 * A landing counts when its address carries a campaign parameter or it was reached from another
 * site: it becomes the latest touch, and the first touch too when the tab has none. A page reached
 * by a link of the site, a reload without parameters or a typed address changes nothing.
 *
 * Values are only cut to a size here; the BFF decides what is kept (@app/contract/attribution).
 * The boot script must stay a few hundred bytes, so the contract (and zod) is not imported: the
 * keys are the contract's ATTRIBUTION_PARAMS, which a test holds equal.
 */
export const ATTRIBUTION_STORAGE_KEY = 'attribution';

export const LANDING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

/** Longer than any value the BFF keeps: what it would drop anyway is not stored. */
const MAX_STORED = 300;

type Stored = Record<string, string>;

/** The host of a referrer of another site, without credentials, port or path. */
function externalHost(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.host === ownHost || !/^https?:$/.test(url.protocol) ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The stored attribution as JSON, or undefined when there is none (or no storage at all). */
export function readAttribution(storage: Storage | undefined): unknown {
  try {
    const text = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The touch this page load makes: its campaign parameters and the other site it came from, read
 * from the address and the referrer as the page arrived; undefined when it makes none.
 */
export function landingTouch(win: Window, now = new Date()): Stored | undefined {
  const params = new URLSearchParams(win.location.search);
  const touch: Stored = {};
  for (const key of LANDING_PARAMS) {
    const value = params.get(key);
    if (value) touch[key] = value.slice(0, MAX_STORED);
  }
  const host = externalHost(win.document.referrer, win.location.host);
  if (host) touch.referrerHost = host;
  if (Object.keys(touch).length === 0) return undefined;
  touch.landingPath = readablePath(win.location.pathname).slice(0, MAX_STORED);
  touch.at = now.toISOString();
  return touch;
}

/** Stores `touch` as the tab's latest one, and as its first when it has none yet. */
export function storeTouch(win: Window, touch: Stored): void {
  try {
    const stored = readAttribution(win.sessionStorage) as { first?: Stored } | undefined;
    const first = stored?.first ?? touch;
    win.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ first, last: touch }));
  } catch {
    // Storage disabled or full: the visit is simply not attributed.
  }
}

/** Records this page load's touch, if it makes one. */
export function recordLanding(win: Window, now = new Date()): void {
  const touch = landingTouch(win, now);
  if (touch) storeTouch(win, touch);
}
