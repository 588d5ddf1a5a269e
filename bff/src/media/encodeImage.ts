import { errorText, type Refusal } from '@app/contract/errorCodes';
import sharp, { type Sharp } from 'sharp';
import { mediaVariantKey, mediaVariantWidths, parseMediaKey } from '@app/contract/media';
import type { ImageType } from './imageType';
import { newMediaKey } from './keys';

/**
 * The most pixels an upload may decode to (all frames of an animation together). A few kilobytes
 * of PNG or GIF can claim a picture of billions of pixels; this bounds the memory a decode may
 * take (50 MP is a 8660×5773 photo, about 200 MB as RGBA), above any photo a blog needs.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** WebP's largest side: a variant of a very tall picture could not be written. */
const MAX_WEBP_SIDE = 16383;

/** One object to store: the original or a variant. */
export interface EncodedObject {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface EncodedImage {
  /** The original's key, the one a post refers to. */
  key: string;
  width: number;
  height: number;
  /** The original first, then the WebP variants, narrowest first. */
  objects: EncodedObject[];
}

/** An upload that is not a picture we can decode, or too large a one: 422, naming the file. */
export class ImageRejectedError extends Error {
  readonly status = 422;
  readonly expose = true;

  constructor(readonly refusal: Refusal) {
    super(errorText(refusal.code, refusal.params));
    this.name = 'ImageRejectedError';
  }
}

/**
 * Every format is written back as itself, at a quality that keeps the original's look. JPEG with
 * plain libjpeg, not mozjpeg: on a 12 MP photo mozjpeg took six times as long (3 s against
 * 0.5 s here) for 17% fewer bytes, on the request path, for the candidate a browser fetches
 * least. PNG at zlib level 9: charts and screenshots, small images served as they are (the demo
 * banner is 28 KB at 9, 37 KB at the default 6).
 */
function encodeOriginal(pipeline: Sharp, type: ImageType): Sharp {
  switch (type.extension) {
    case 'jpg':
      return pipeline.jpeg({ quality: 90, progressive: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 90 });
  }
}

/**
 * Re-encodes an upload: turned upright by its EXIF orientation, with no metadata left (sharp
 * writes none unless told to: no EXIF, GPS, XMP or IPTC, and colours converted to sRGB with the
 * ICC profile dropped). The original keeps its format and size; WebP variants follow at each of
 * MEDIA_VARIANT_WIDTHS narrower than it. Animations stay animated, GIF included: every stored
 * byte comes out of the encoder, so nothing an upload carried (a GIF's XMP block) survives.
 *
 * `upload` says which upload failed in the refusal: its form field (for clients, which point at
 * it) and the name people read (the field and the file name).
 */
/** Which upload an image is, in its refusals. */
export interface UploadLabel {
  /** The form field that carried it (`image`, `contentImage-0`). */
  field: string;
  /** The field and the file name, for people: `image "cover.jpg"`. */
  name: string;
}

export async function encodeImage(
  bytes: Buffer,
  type: ImageType,
  upload: UploadLabel,
): Promise<EncodedImage> {
  const { name, field } = upload;
  // `animated` reads every frame; `failOn: 'error'` still accepts pictures with harmless warnings.
  const source = sharp(bytes, {
    animated: true,
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).rotate();
  try {
    const original = await encodeOriginal(source.clone(), type).toBuffer({
      resolveWithObject: true,
    });
    // For an animation, height is that of all frames stacked; a frame's is pageHeight.
    const width = original.info.width;
    const height = original.info.pageHeight ?? original.info.height;
    const key = newMediaKey(type.extension, width, height);
    const parsed = parseMediaKey(key);
    if (!parsed)
      throw new ImageRejectedError({ code: 'media.image-too-large', params: { name, field } });
    const objects: EncodedObject[] = [{ key, bytes: original.data, contentType: type.contentType }];
    for (const variantWidth of mediaVariantWidths(width)) {
      if (Math.round((height * variantWidth) / width) > MAX_WEBP_SIDE) {
        throw new ImageRejectedError({ code: 'media.image-too-tall', params: { name, field } });
      }
      const variant = await source
        .clone()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      objects.push({
        key: mediaVariantKey(parsed, variantWidth),
        bytes: variant,
        contentType: 'image/webp',
      });
    }
    return { key, width, height, objects };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new ImageRejectedError({
        code: 'media.image-too-many-pixels',
        params: { name, field, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
      });
    }
    throw new ImageRejectedError({
      code: 'media.image-damaged',
      params: { name, field, format: FORMAT_NAMES[type.extension] },
    });
  }
}

const FORMAT_NAMES: Record<ImageType['extension'], string> = {
  jpg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
};
