import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { startS3, type S3Service } from '../../../tests/stack/services/s3';
import { IMAGES } from '../../tests/helpers/content';
import { createDiskStorage } from './diskStorage';
import { newMediaKey } from './keys';
import { createS3Storage } from './s3Storage';
import type { MediaStorage } from './storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

let s3: S3Service;
let dir: string;
beforeAll(async () => {
  s3 = await startS3();
  dir = await mkdtemp(path.join(os.tmpdir(), 'media-'));
});
afterAll(async () => {
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

const storages: Array<[string, () => MediaStorage]> = [
  ['disk', () => createDiskStorage(path.join(dir, 'media'))],
  [
    's3',
    () => {
      const endpoint = new URL(s3.endpoint);
      return createS3Storage({
        endPoint: endpoint.hostname,
        port: Number(endpoint.port),
        useSSL: false,
        accessKey: s3.accessKey,
        secretKey: s3.secretKey,
        bucket: 'storage-test',
        region: 'us-east-1',
      });
    },
  ],
];

describe.each(storages)('%s media storage', (_kind, make) => {
  let storage: MediaStorage;
  beforeAll(async () => {
    storage = make();
    // Twice, and concurrently: replicas starting together must not trip over each other.
    await Promise.all([storage.prepare(), storage.prepare()]);
    await storage.prepare();
  });

  it('stores, serves, lists and deletes an object', async () => {
    const key = newMediaKey('png', 1, 1);
    await storage.put(key, IMAGES.png, 'image/png');
    const object = await storage.get(key);
    expect(object).toMatchObject({ contentType: 'image/png', size: IMAGES.png.length });
    expect(Buffer.compare(await readAll(object!.body), IMAGES.png)).toBe(0);
    const listed = await storage.list();
    expect(listed.map((entry) => entry.key)).toContain(key);
    const { modifiedAt } = listed.find((entry) => entry.key === key)!;
    expect(Math.abs(modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect((await storage.list()).map((entry) => entry.key)).not.toContain(key);
  });

  it('answers null for a missing object and ignores deleting one', async () => {
    const key = newMediaKey('png', 1, 1);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });
});

it('disk storage leaves no temporary files and never reads outside its directory', async () => {
  const storage = createDiskStorage(path.join(dir, 'safe'));
  await storage.put(newMediaKey('png', 1, 1), IMAGES.png, 'image/png');
  expect((await readdir(path.join(dir, 'safe'))).filter((name) => name.startsWith('.'))).toEqual(
    [],
  );
  expect(await storage.get('../media-secret.png')).toBeNull();
  await expect(storage.delete('../x.png')).rejects.toThrow(/not a media key/);
});

it('s3 storage re-creates a bucket that disappeared', async () => {
  const endpoint = new URL(s3.endpoint);
  const storage = createS3Storage({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket: 'made-on-demand',
    region: 'us-east-1',
  });
  const key = newMediaKey('png', 1, 1);
  await storage.put(key, IMAGES.png, 'image/png');
  expect((await storage.list()).map((entry) => entry.key)).toEqual([key]);
});
