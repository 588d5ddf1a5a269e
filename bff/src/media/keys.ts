import { randomBytes } from 'node:crypto';
import { originalMediaKey, parseMediaKey, type MediaExtension } from '@app/contract/media';

export {
  MEDIA_URL_PREFIX,
  isMediaKey,
  mediaIdsIn,
  mediaObjectKeys,
  mediaUrl,
  parseMediaKey,
} from '@app/contract/media';

/**
 * A fresh key for an original of `width`×`height` pixels: 128 random bits, the size (so a page
 * knows it without asking) and the extension of the stored format. Keys are never reused, so
 * whatever sits under one never changes and may be cached forever; and they are safe as a file
 * name (no separators, dots only before the extension and the variant width).
 */
export function newMediaKey(extension: MediaExtension, width: number, height: number): string {
  return originalMediaKey(randomBytes(16).toString('hex'), width, height, extension);
}

export function extensionOfKey(key: string): MediaExtension {
  const parsed = parseMediaKey(key);
  if (!parsed) throw new Error(`not a media key: ${key}`);
  return parsed.extension;
}
