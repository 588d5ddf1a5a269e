import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { captureOutput } from '../../tests/helpers/captureOutput';
import { IMAGES } from '../../tests/helpers/content';
import {
  DIALECTS,
  commandEnv,
  openTestDatabase,
  type TestDatabase,
} from '../../tests/helpers/testDatabase';
import { createDiskStorage } from '../media/diskStorage';
import { mediaObjectKeys, newMediaKey } from '../media/keys';
import type { MediaStorage } from '../media/storage';
import { postTables } from '../posts/tables';
import { runSweepMedia } from './sweepMedia';

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

describe.each(DIALECTS)('media:sweep on %s', (dialect) => {
  let db: TestDatabase;
  let storage: MediaStorage;
  beforeAll(async () => {
    db = await openTestDatabase(dialect);
    storage = createDiskStorage(path.join(db.config.dataDir, 'media'));
    await storage.prepare();
  });
  afterAll(async () => {
    await db.cleanup();
  });

  /** An upload's objects (original and variants), written `at`. */
  async function storeImage(at: Date): Promise<string[]> {
    const objects = mediaObjectKeys(newMediaKey('png', 1200, 600));
    for (const key of objects) {
      await storage.put(key, IMAGES.png, 'image/png');
      await utimes(path.join(db.config.dataDir, 'media', key), at, at);
    }
    return objects;
  }

  const storedKeys = async () => (await storage.list()).map(({ key }) => key).sort();

  it('lists, then with --delete removes, the old objects of images no post refers to', async () => {
    const featured = await storeImage(TWO_DAYS_AGO);
    const content = await storeImage(TWO_DAYS_AGO);
    const orphan = await storeImage(TWO_DAYS_AGO);
    const inFlight = await storeImage(new Date());
    const { posts, contentImages } = postTables(db.sequelize);
    const post = await posts.create({
      slug: 'vat-basics',
      title: 'VAT basics',
      description: 'What to register for',
      content: 'Body',
      tags: '',
      imageKey: featured[0]!,
    });
    await contentImages.create({ mediaKey: content[0]!, postId: post.id });

    let io = captureOutput();
    expect(await runSweepMedia([], commandEnv(db), ...io.write)).toBe(0);
    expect(io.err).toEqual([]);
    expect(io.out.join('')).toBe(
      `${[...orphan].sort().join('\n')}\n` +
        `${orphan.length} orphan object(s) in disk storage; --delete removes them.\n`,
    );
    const everything = [...featured, ...content, ...orphan, ...inFlight].sort();
    expect(await storedKeys()).toEqual(everything);

    io = captureOutput();
    expect(await runSweepMedia(['--delete'], commandEnv(db), ...io.write)).toBe(0);
    expect(io.out.at(-1)).toBe(`Deleted ${orphan.length} orphan object(s) from disk storage.\n`);
    expect(await storedKeys()).toEqual([...featured, ...content, ...inFlight].sort());

    // --min-age-hours 0: even the image stored a moment ago counts, being referenced by nothing.
    io = captureOutput();
    expect(
      await runSweepMedia(['--min-age-hours', '0', '--delete'], commandEnv(db), ...io.write),
    ).toBe(0);
    expect(await storedKeys()).toEqual([...featured, ...content].sort());
  });

  it('counts the images a kept revision shows as used, featured or in its content, variants and all', async () => {
    const before = await storedKeys();
    const revisionFeatured = await storeImage(TWO_DAYS_AGO);
    const revisionContent = await storeImage(TWO_DAYS_AGO);
    const orphan = await storeImage(TWO_DAYS_AGO);
    const { posts, revisions } = postTables(db.sequelize);
    const post = await posts.create({
      slug: 'zakat-basics',
      title: 'Zakat basics',
      description: 'Who pays',
      content: 'No pictures now',
      tags: '',
      imageKey: null,
    });
    await revisions.create({
      postId: post.id,
      title: 'Zakat basics',
      description: 'Who pays',
      // A variant's URL keeps the whole upload, as in a post's content.
      content: `<img src="/api/media/${revisionContent[1]!}" alt="">`,
      tags: '',
      imageKey: revisionFeatured[0]!,
      savedAt: TWO_DAYS_AGO,
      savedBy: null,
    });

    const io = captureOutput();
    expect(await runSweepMedia(['--delete'], commandEnv(db), ...io.write)).toBe(0);
    expect(await storedKeys()).toEqual([...before, ...revisionFeatured, ...revisionContent].sort());
    expect(orphan.some((key) => io.out.join('').includes(key))).toBe(true);
  });

  it('refuses bad arguments', async () => {
    let io = captureOutput();
    expect(await runSweepMedia(['--min-age-hours', '-1'], commandEnv(db), ...io.write)).toBe(2);
    expect(io.err.join('')).toMatch(/--min-age-hours[\s\S]*Usage:/);
    io = captureOutput();
    expect(await runSweepMedia(['--nope'], commandEnv(db), ...io.write)).toBe(2);
  });
});

it('media:sweep refuses a database the server never migrated: it would make every image an orphan', async () => {
  const db = await openTestDatabase('sqlite', { migrate: false });
  try {
    const storage = createDiskStorage(path.join(db.config.dataDir, 'media'));
    await storage.prepare();
    await storage.put(newMediaKey('png', 1, 1), IMAGES.png, 'image/png');

    const io = captureOutput();
    expect(
      await runSweepMedia(['--min-age-hours', '0', '--delete'], commandEnv(db), ...io.write),
    ).toBe(1);
    expect(io.err.join('')).toMatch(/not one the server has migrated[\s\S]*nothing was swept/);
    expect(await storage.list()).toHaveLength(1);
  } finally {
    await db.cleanup();
  }
});

it('media:sweep on a fresh install (never migrated, no image stored) says there is nothing to sweep', async () => {
  const db = await openTestDatabase('sqlite', { migrate: false });
  try {
    const io = captureOutput();
    expect(await runSweepMedia([], commandEnv(db), ...io.write)).toBe(0);
    expect(io.out.join('')).toMatch(/Nothing to sweep: no database has been set up here yet/);
  } finally {
    await db.cleanup();
  }
});
