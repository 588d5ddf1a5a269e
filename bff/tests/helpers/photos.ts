import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A camera-like JPEG: `width`×`height` pixels as stored, an EXIF Orientation of 6 (shown turned
 * 90° clockwise), a GPS position, a camera make and an ICC profile. The left half is red, the
 * right half blue, so where the halves end up tells how it was turned.
 */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const half = await sharp({
    create: { width: Math.round(width / 2), height, channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: width - Math.round(width / 2), top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 11/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '55/1 16/1 4200/100',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block links a GPS directory (tag 0x8825, type LONG, in either byte order). */
export function hasGpsPointer(exif: Buffer): boolean {
  return (
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  );
}

/**
 * A PNG whose header claims `width`×`height` pixels but whose data is a few bytes: a decoder
 * that trusted it would try to allocate width × height.
 */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 0; // grey
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fails unless `bytes` is an image with no metadata block and no trace of the camera's. */
export async function expectNoMetadata(bytes: Buffer): Promise<void> {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  // No trace of the position or the camera anywhere in the file either.
  expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
  expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
}
