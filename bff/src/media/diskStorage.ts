import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfExtension } from './imageType';
import { extensionOfKey, isMediaKey } from './keys';
import type { MediaStorage } from './storage';

/** Images as files in one directory (embedded mode: DATA_DIR/media). */
export function createDiskStorage(directory: string): MediaStorage {
  const fileOf = (key: string): string => {
    // Keys are ours, but a path must never be built from anything else.
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(directory, key);
  };

  return {
    kind: 'disk',
    async prepare() {
      await mkdir(directory, { recursive: true });
    },
    async put(key, bytes) {
      await mkdir(directory, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = path.join(directory, `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return {
          body: createReadStream(file),
          contentType: contentTypeOfExtension(extensionOfKey(key)),
          size,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list() {
      let names: string[];
      try {
        names = (await readdir(directory)).filter(isMediaKey).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const listed = await Promise.all(
        names.map(async (key) => {
          try {
            return { key, modifiedAt: (await stat(fileOf(key))).mtime };
          } catch (error) {
            // Deleted between the directory read and the stat: no longer stored.
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
            throw error;
          }
        }),
      );
      return listed.filter((entry) => entry !== null);
    },
  };
}
