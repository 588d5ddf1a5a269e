import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startS3, type S3Service } from '@app/tests/stack/services/s3';
import { createDiskStorage } from '../../src/media/diskStorage';
import { createS3Storage } from '../../src/media/s3Storage';
import type { MediaStorage } from '../../src/media/storage';

/**
 * Both media storages for a test file: a directory of its own and a real S3 server (s3rver).
 * Call in the file's top level; they are started before its tests and stopped after.
 */
export function useMediaStorages(name: string) {
  let s3: S3Service;
  let dir: string;
  beforeAll(async () => {
    s3 = await startS3();
    dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const disk = (folder = 'media'): MediaStorage => createDiskStorage(path.join(dir, folder));
  const s3Bucket = (bucket: string): MediaStorage => {
    const endpoint = new URL(s3.endpoint);
    return createS3Storage({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port),
      useSSL: false,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      bucket,
      region: 'us-east-1',
    });
  };
  return {
    disk,
    s3Bucket,
    /** Each kind, named, for describe.each: a fresh instance per call. */
    each: (bucket: string): Array<[string, () => MediaStorage]> => [
      ['disk', () => disk()],
      ['s3', () => s3Bucket(bucket)],
    ],
    /** The directory of the disk storages, for tests that look at files. */
    dir: () => dir,
    /**
     * The time by the storages' own clock: the file system's, which stamps the disk files and
     * the S3 server's objects alike. A test of an object's age asks this, not `Date.now()`:
     * with the suites' wall clock moved (`npm run test:future-clock`) only this process's clock
     * moves, as an application server's can differ from its storage's.
     */
    now: async (): Promise<Date> => {
      const probe = path.join(dir, `.clock-${process.pid}`);
      await writeFile(probe, '');
      const { mtime } = await stat(probe);
      await rm(probe);
      return mtime;
    },
  };
}
