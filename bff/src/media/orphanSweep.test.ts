import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startS3, type S3Service } from '../../../tests/stack/services/s3';
import { IMAGES } from '../../tests/helpers/content';
import { createDiskStorage } from './diskStorage';
import { mediaObjectKeys, newMediaKey } from './keys';
import { ORPHAN_MIN_AGE_MS, findOrphanImages } from './orphanSweep';
import { createS3Storage } from './s3Storage';
import type { MediaStorage } from './storage';

let s3: S3Service;
let dir: string;
beforeAll(async () => {
  s3 = await startS3();
  dir = await mkdtemp(path.join(os.tmpdir(), 'orphans-'));
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
        bucket: 'orphan-test',
        region: 'us-east-1',
      });
    },
  ],
];

/** Stores an original of 2000 px and its three WebP variants, as an upload does. */
async function storeImage(storage: MediaStorage): Promise<string[]> {
  const objects = mediaObjectKeys(newMediaKey('png', 2000, 1000));
  for (const key of objects) await storage.put(key, IMAGES.png, 'image/png');
  return objects;
}

describe.each(storages)('the orphan search in %s storage', (_kind, make) => {
  let storage: MediaStorage;
  beforeAll(async () => {
    storage = make();
    await storage.prepare();
  });

  it('lists every object of an image no post refers to, and none of one a post refers to', async () => {
    const [featured] = await storeImage(storage);
    const [content] = await storeImage(storage);
    const orphan = await storeImage(storage);
    const aDayOn = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);

    const found = await findOrphanImages(storage, {
      referencedKeys: [featured!, content!],
      now: aDayOn,
    });

    expect(found.sort()).toEqual([...orphan].sort());
  });

  it('spares objects written within the grace period: a save in flight has not committed yet', async () => {
    const fresh = await storeImage(storage);

    const found = await findOrphanImages(storage, { referencedKeys: [] });

    for (const key of fresh) expect(found).not.toContain(key);
  });
});

it('never lists an object whose key is not a media key', async () => {
  const endpoint = new URL(s3.endpoint);
  const storage = createS3Storage({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket: 'orphan-foreign',
    region: 'us-east-1',
  });
  await storage.prepare();
  await storage.put('backups/2026-11-01.tar', Buffer.from('not ours'), 'application/x-tar');
  const [image] = await storeImage(storage);

  const found = await findOrphanImages(storage, {
    referencedKeys: [],
    now: new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000),
  });

  expect(found).not.toContain('backups/2026-11-01.tar');
  expect(found).toContain(image);
});
