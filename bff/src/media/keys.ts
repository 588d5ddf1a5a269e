import { randomBytes } from 'node:crypto';
import type { ImageType } from './imageType';

/** `/api/media/<key>`: the stable URL every stored image is served from. */
export const MEDIA_URL_PREFIX = '/api/media/';

const KEY = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const KEY_IN_URL = /\/api\/media\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))/g;

/**
 * A fresh key: 128 random bits and the extension of the sniffed type. Keys are never reused, so
 * whatever sits under one never changes and may be cached forever; and they are safe as a file
 * name (no separators, no dots but the extension's).
 */
export function newMediaKey(type: ImageType): string {
  return `${randomBytes(16).toString('hex')}.${type.extension}`;
}

export function isMediaKey(value: string): boolean {
  return KEY.test(value);
}

export function extensionOfKey(key: string): ImageType['extension'] {
  const match = KEY.exec(key);
  if (!match) throw new Error(`not a media key: ${key}`);
  return match[1] as ImageType['extension'];
}

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The media keys a text (post content) refers to through our URLs. */
export function mediaKeysIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(KEY_IN_URL), (match) => match[1]!));
}
