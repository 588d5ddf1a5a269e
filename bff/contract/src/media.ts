/**
 * Stored images and their URLs, shared by the BFF (which names and deletes the objects) and the
 * renderers (which build `srcset` from a URL alone, with no extra request). Browser-safe.
 *
 * Key formats, all served at `/api/media/<key>`:
 * - `<id>-<w>x<h>.<ext>`: the original, re-encoded without metadata, `w`×`h` pixels;
 * - `<id>-<w>x<h>.w<N>.webp`: its WebP variant `N` pixels wide, one per MEDIA_VARIANT_WIDTHS
 *   entry narrower than the original (never upscaled);
 * - `<id>.<ext>`: an image stored before sizes were recorded; no variants, no known size.
 * `id` is 32 random hex digits, so every key names one set of bytes forever.
 */
import { API_PREFIX } from './paths';

/** `/api/media/<key>`: the stable URL every stored image is served from. */
export const MEDIA_URL_PREFIX = `${API_PREFIX}/media/`;

/** The widths of the WebP variants: a phone, a tablet or card at 2x, a desktop article. */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;

export type MediaExtension = 'png' | 'jpg' | 'gif' | 'webp';

export interface MediaKey {
  /** The key itself. */
  key: string;
  /** The 32 hex digits every object of one upload shares. */
  id: string;
  /** The original's size in pixels; null for a key from before sizes were recorded. */
  width: number | null;
  height: number | null;
  /** This object's format. */
  extension: MediaExtension;
  /** A variant's width; null for the original. */
  variantWidth: number | null;
}

const SIZE = '([1-9]\\d{0,4})x([1-9]\\d{0,4})';
const ORIGINAL = new RegExp(`^([0-9a-f]{32})(?:-${SIZE})?\\.(png|jpg|gif|webp)$`);
const VARIANT = new RegExp(`^([0-9a-f]{32})-${SIZE}\\.w([1-9]\\d{0,4})\\.webp$`);
/** What a text refers to: any of our media URLs, by the id they share. */
const ID_IN_URL = /\/api\/media\/([0-9a-f]{32})[-.]/g;

/** The widths of the variants an original `width` pixels wide has. */
export function mediaVariantWidths(width: number): number[] {
  return MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/** The key of an original upload. */
export function originalMediaKey(
  id: string,
  width: number,
  height: number,
  extension: MediaExtension,
): string {
  return `${id}-${width}x${height}.${extension}`;
}

/**
 * What a key says, or null when it is not one of ours (anything else, variants of widths that
 * are not made or not narrower than the original included: the set of valid keys is exactly
 * the set of objects an upload writes).
 */
export function parseMediaKey(key: string): MediaKey | null {
  const original = ORIGINAL.exec(key);
  if (original) {
    const [, id, width, height, extension] = original;
    return {
      key,
      id: id!,
      width: width === undefined ? null : Number(width),
      height: height === undefined ? null : Number(height),
      extension: extension as MediaExtension,
      variantWidth: null,
    };
  }
  const variant = VARIANT.exec(key);
  if (!variant) return null;
  const [, id, width, height, variantWidth] = variant;
  if (!mediaVariantWidths(Number(width)).includes(Number(variantWidth))) return null;
  return {
    key,
    id: id!,
    width: Number(width),
    height: Number(height),
    extension: 'webp',
    variantWidth: Number(variantWidth),
  };
}

export function isMediaKey(key: string): boolean {
  return parseMediaKey(key) !== null;
}

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/**
 * The query parameter that lets a preview's reader fetch the images of the post it shows while
 * no published post shows them: the preview link's own token, which grants nothing the link does
 * not already open, and which every log redacts as it redacts any `t=`.
 */
export const MEDIA_GRANT_PARAM = 't';

/**
 * Any of our media URLs (an original or a variant), relative (never another host's path that
 * looks like ours: the grant must not travel there) and not already followed by a query.
 */
const MEDIA_URL_IN_TEXT = new RegExp(
  `(?<=^|[\\s("'=])${MEDIA_URL_PREFIX.replace(/\//g, '\\/')}[0-9a-f]{32}(?:-[1-9]\\d{0,4}x[1-9]\\d{0,4})?(?:\\.w[1-9]\\d{0,4})?\\.(?:png|jpg|gif|webp)(?![?\\w])`,
  'g',
);

/** `text` (post content, or one URL) with each of our media URLs carrying the preview grant. */
export function withMediaGrant(text: string, token: string): string {
  const query = `?${MEDIA_GRANT_PARAM}=${encodeURIComponent(token)}`;
  return text.replace(MEDIA_URL_IN_TEXT, (url) => `${url}${query}`);
}

/** The key of a `/api/media/<key>` URL (relative, as the server writes them), or null. */
export function mediaKeyOfUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

function splitQuery(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}

/** The key of variant `width` of an original with a known size. */
export function mediaVariantKey(original: MediaKey, width: number): string {
  return `${original.id}-${original.width}x${original.height}.w${width}.webp`;
}

/** Every object stored for original `key`: itself first, then its variants, narrowest first. */
export function mediaObjectKeys(key: string): string[] {
  const parsed = parseMediaKey(key);
  if (!parsed || parsed.variantWidth !== null) return [key];
  if (parsed.width === null) return [key];
  return [key, ...mediaVariantWidths(parsed.width).map((w) => mediaVariantKey(parsed, w))];
}

/** The ids of the stored images a text (post content) shows, through originals or variants. */
export function mediaIdsIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(ID_IN_URL), (match) => match[1]!));
}

/** The attributes an `<img>` of a stored image gets, besides `sizes`, `alt` and `loading`. */
export interface ResponsiveImage {
  src: string;
  /** Absent when there is nothing to choose from (an old key, or no variant). */
  srcSet?: string;
  /** The intrinsic size, so the box is reserved before a byte arrives; absent for old keys. */
  width?: number;
  height?: number;
}

/** Which variant `src` names: the one closest to a typical layout slot at 1x or 2x. */
const DEFAULT_SRC_WIDTH = 960;

/**
 * The `<img>` attributes of `url`. One of our `/api/media/<original>` URLs gets its intrinsic
 * size and a `srcset` of its WebP variants plus the original as the widest candidate; any other
 * URL (an external picture, an old key) comes back as `{ src: url }`.
 */
export function responsiveImage(url: string): ResponsiveImage {
  // A preview's grant (`?t=…`) goes with every candidate, or its variants would answer 404.
  const { path, query } = splitQuery(url);
  const key = mediaKeyOfUrl(path);
  const parsed = key === null ? null : parseMediaKey(key);
  if (!parsed || parsed.variantWidth !== null || parsed.width === null || parsed.height === null) {
    return { src: url };
  }
  const widths = mediaVariantWidths(parsed.width);
  const size = { width: parsed.width, height: parsed.height };
  if (widths.length === 0) return { src: url, ...size };
  const candidates = widths.map((w) => ({
    url: `${mediaUrl(mediaVariantKey(parsed, w))}${query}`,
    w,
  }));
  candidates.push({ url, w: parsed.width });
  const middle =
    candidates.find((candidate) => candidate.w === DEFAULT_SRC_WIDTH) ??
    candidates[candidates.length - 2]!;
  return {
    src: middle.url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.w}w`).join(', '),
    ...size,
  };
}
