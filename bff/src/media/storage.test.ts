import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGES } from '../../tests/helpers/content';
import { useMediaStorages } from '../../tests/helpers/mediaStorages';
import { newMediaKey } from './keys';
import type { MediaStorage } from './storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const media = useMediaStorages('media');

describe.each(media.each('storage-test'))('%s media storage', (_kind, make) => {
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
    expect(Math.abs(modifiedAt.getTime() - (await media.now()).getTime())).toBeLessThan(60_000);

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
  const storage = media.disk('safe');
  await storage.put(newMediaKey('png', 1, 1), IMAGES.png, 'image/png');
  expect(
    (await readdir(path.join(media.dir(), 'safe'))).filter((name) => name.startsWith('.')),
  ).toEqual([]);
  expect(await storage.get('../media-secret.png')).toBeNull();
  await expect(storage.delete('../x.png')).rejects.toThrow(/not a media key/);
});

it('s3 storage re-creates a bucket that disappeared', async () => {
  const storage = media.s3Bucket('made-on-demand');
  const key = newMediaKey('png', 1, 1);
  await storage.put(key, IMAGES.png, 'image/png');
  expect((await storage.list()).map((entry) => entry.key)).toEqual([key]);
});
