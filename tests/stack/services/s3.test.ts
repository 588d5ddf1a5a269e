import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import type { Client } from 'minio';
import { s3Client, startS3, type S3Service } from './s3';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('test stack: S3 (s3rver) with the minio client', () => {
  let s3: S3Service;
  let client: Client;

  beforeAll(async () => {
    s3 = await startS3();
    client = s3Client(s3);
  });
  afterAll(async () => {
    await s3.stop();
  });

  it('creates a bucket, stores a Buffer and reads it back', async () => {
    await client.makeBucket('media');
    expect(await client.bucketExists('media')).toBe(true);

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await client.putObject('media', 'posts/a/cover.png', png, png.length, {
      'Content-Type': 'image/png',
    });

    const stat = await client.statObject('media', 'posts/a/cover.png');
    expect(stat.size).toBe(png.length);
    expect(stat.metaData['content-type']).toBe('image/png');
    expect(await readAll(await client.getObject('media', 'posts/a/cover.png'))).toEqual(png);

    await client.removeObject('media', 'posts/a/cover.png');
    await expect(client.statObject('media', 'posts/a/cover.png')).rejects.toMatchObject({
      code: 'NotFound',
    });
  });

  it('stores a stream of unknown length (multipart upload)', async () => {
    await client.makeBucket('streams');
    const parts = ['first chunk,', 'second chunk,', 'last chunk'];
    await client.putObject(
      'streams',
      'upload.txt',
      Readable.from(parts.map((part) => Buffer.from(part))),
    );
    expect((await readAll(await client.getObject('streams', 'upload.txt'))).toString()).toBe(
      parts.join(''),
    );
  });

  it('rejects wrong credentials', async () => {
    const intruder = s3Client(s3, { accessKey: 'nobody', secretKey: 'wrong-secret' });
    await expect(intruder.bucketExists('media')).rejects.toThrow();
  });
});
