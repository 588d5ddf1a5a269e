import { ACCEPTED_IMAGE_TYPES } from '@app/contract/posts';

/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const NOT_AN_IMAGE = 'Please choose a PNG, JPEG, GIF or WebP image';

/** Image files only: the server decides by the bytes, this spares a doomed upload. */
export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}
