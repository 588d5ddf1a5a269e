/** An image format the server accepts, recognised by its first bytes. */
export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * What the bytes are, whatever the file name or the browser's Content-Type claim:
 *
 * - PNG:  89 50 4E 47 0D 0A 1A 0A               ("\x89PNG\r\n\x1a\n")
 * - JPEG: FF D8 FF                              (SOI marker, then the first segment's marker)
 * - GIF:  47 49 46 38 37|39 61                  ("GIF87a" or "GIF89a")
 * - WebP: 52 49 46 46 ?? ?? ?? ?? 57 45 42 50   ("RIFF", a length, "WEBP")
 *
 * Anything else is refused, SVG included: it is a script-capable document, not a picture.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

const BY_EXTENSION: Record<ImageType['extension'], ImageType['contentType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function contentTypeOfExtension(
  extension: ImageType['extension'],
): ImageType['contentType'] {
  return BY_EXTENSION[extension];
}
