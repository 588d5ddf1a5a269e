import { IMAGES } from '../../tests/helpers/content';
import { useMediaStorages } from '../../tests/helpers/mediaStorages';
import { mediaObjectKeys, newMediaKey } from './keys';
import { ORPHAN_MIN_AGE_MS, findOrphanImages } from './orphanSweep';
import type { MediaStorage } from './storage';

const media = useMediaStorages('orphans');

/** Stores an original of 2000 px and its three WebP variants, as an upload does. */
async function storeImage(storage: MediaStorage): Promise<string[]> {
  const objects = mediaObjectKeys(newMediaKey('png', 2000, 1000));
  for (const key of objects) await storage.put(key, IMAGES.png, 'image/png');
  return objects;
}

describe.each(media.each('orphan-test'))('the orphan search in %s storage', (_kind, make) => {
  let storage: MediaStorage;
  beforeAll(async () => {
    storage = make();
    await storage.prepare();
  });

  it('lists every object of an image no post refers to, and none of one a post refers to', async () => {
    const [featured] = await storeImage(storage);
    const [content] = await storeImage(storage);
    const orphan = await storeImage(storage);
    const aDayOn = new Date((await media.now()).getTime() + ORPHAN_MIN_AGE_MS + 60_000);

    const found = await findOrphanImages(storage, {
      referencedKeys: [featured!, content!],
      now: aDayOn,
    });

    expect(found.sort()).toEqual([...orphan].sort());
  });

  it('spares objects written within the grace period: a save in flight has not committed yet', async () => {
    const fresh = await storeImage(storage);

    const found = await findOrphanImages(storage, { referencedKeys: [], now: await media.now() });

    for (const key of fresh) expect(found).not.toContain(key);
  });
});

it('never lists an object whose key is not a media key', async () => {
  const storage = media.s3Bucket('orphan-foreign');
  await storage.prepare();
  await storage.put('backups/2026-11-01.tar', Buffer.from('not ours'), 'application/x-tar');
  const [image] = await storeImage(storage);

  const found = await findOrphanImages(storage, {
    referencedKeys: [],
    now: new Date((await media.now()).getTime() + ORPHAN_MIN_AGE_MS + 60_000),
  });

  expect(found).not.toContain('backups/2026-11-01.tar');
  expect(found).toContain(image);
});
