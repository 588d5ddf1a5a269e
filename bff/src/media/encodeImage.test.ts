import sharp from 'sharp';
import { bombPng, cameraJpeg, expectNoMetadata, hasGpsPointer } from '../../tests/helpers/photos';
import { parseMediaKey } from '@app/contract/media';
import { renderDemoBanner } from '../seed/demoImage';
import { encodeImage, ImageRejectedError, MAX_IMAGE_PIXELS } from './encodeImage';
import { sniffImageType, type ImageType } from './imageType';

const JPEG: ImageType = { contentType: 'image/jpeg', extension: 'jpg' };
const PNG: ImageType = { contentType: 'image/png', extension: 'png' };
const GIF: ImageType = { contentType: 'image/gif', extension: 'gif' };
const IMAGE = { field: 'image', name: 'image' };

describe('encodeImage', () => {
  it('the test photo really carries EXIF with GPS, an orientation and an ICC profile', async () => {
    const metadata = await sharp(await cameraJpeg(2400, 1800)).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.includes(Buffer.from('PhoneCam'))).toBe(true);
    expect(hasGpsPointer(metadata.exif!)).toBe(true);
    expect(metadata.icc).toBeDefined();
  });

  it('turns a photo upright, drops every metadata block and writes WebP variants', async () => {
    const encoded = await encodeImage(await cameraJpeg(2400, 1800), JPEG, {
      field: 'image',
      name: 'image "a.jpg"',
    });

    // Orientation 6 on a 2400×1800 landscape shows a 1800×2400 portrait.
    expect(encoded).toMatchObject({ width: 1800, height: 2400 });
    expect(parseMediaKey(encoded.key)).toMatchObject({
      width: 1800,
      height: 2400,
      extension: 'jpg',
      variantWidth: null,
    });
    expect(encoded.objects.map((object) => parseMediaKey(object.key)?.variantWidth)).toEqual([
      null,
      480,
      960,
      1600,
    ]);

    const [original, ...variants] = encoded.objects;
    const shown = await sharp(original!.bytes).metadata();
    expect(shown).toMatchObject({ format: 'jpeg', width: 1800, height: 2400 });
    expect(original!.contentType).toBe('image/jpeg');
    // Turned clockwise: the red left half is now the top, the blue right half the bottom.
    const { data } = await sharp(original!.bytes)
      .extract({ left: 900, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);

    for (const object of encoded.objects) await expectNoMetadata(object.bytes);
    for (const [index, variant] of variants.entries()) {
      const width = [480, 960, 1600][index]!;
      expect(variant.contentType).toBe('image/webp');
      expect(await sharp(variant.bytes).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 2400) / 1800),
      });
    }
  });

  it('never upscales: a small image is stored as it is, with no variant', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#abc' },
    })
      .png()
      .toBuffer();
    const encoded = await encodeImage(small, PNG, IMAGE);
    expect(encoded.objects).toHaveLength(1);
    expect(await sharp(encoded.objects[0]!.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 200,
    });
  });

  it('keeps an animated GIF animated, with animated WebP variants', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 600, height: 300, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const encoded = await encodeImage(gif, GIF, IMAGE);
    expect(encoded).toMatchObject({ width: 600, height: 300 });
    expect(await sharp(encoded.objects[0]!.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 600,
      pageHeight: 300,
    });
    expect(await sharp(encoded.objects[1]!.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
      width: 480,
      pageHeight: 240,
    });
  });

  it('rejects a decompression bomb: a tiny PNG that claims too many pixels', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const bomb = bombPng(side, side);
    expect(bomb.length).toBeLessThan(200);
    const upload = { field: 'contentImage-0', name: 'contentImage-0 "bomb.png"' };
    const error = await encodeImage(bomb, PNG, upload).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      message: 'contentImage-0 "bomb.png": the image has too many pixels (at most 50 megapixels)',
      refusal: { code: 'media.image-too-many-pixels', params: { ...upload, megapixels: 50 } },
    });
  });

  it.each([
    ['a JPEG cut short', (jpeg: Buffer) => jpeg.subarray(0, 200), JPEG],
    ['a PNG signature and nothing else', () => Buffer.from('89504e470d0a1a0a', 'hex'), PNG],
  ])('rejects %s with a 422 naming the file', async (_name, make, type) => {
    const bytes = make(await cameraJpeg(64, 48));
    const error = await encodeImage(bytes, type, { field: 'image', name: 'image "x"' }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({ status: 422, expose: true });
    expect((error as Error).message).toMatch(/^image "x": the file is damaged or not a complete/);
  });

  it('encodes the demo banner (1200×630 PNG) into a PNG and two smaller WebP variants', async () => {
    const banner = renderDemoBanner();
    const encoded = await encodeImage(banner, sniffImageType(banner)!, {
      field: 'banner',
      name: 'demo banner',
    });
    expect(encoded).toMatchObject({ width: 1200, height: 630 });
    const [original, w480, w960] = encoded.objects;
    expect(encoded.objects).toHaveLength(3);
    expect(w480!.bytes.length).toBeLessThan(original!.bytes.length / 4);
    expect(w960!.bytes.length).toBeLessThan(original!.bytes.length);
  });
});
