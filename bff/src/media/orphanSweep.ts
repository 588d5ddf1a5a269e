import { parseMediaKey } from './keys';
import type { MediaStorage } from './storage';

/**
 * Objects younger than this are spared: a save in flight has stored its images but not yet
 * committed the post that refers to them, and a save takes seconds, not a day.
 */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface OrphanSearch {
  /** Keys of the originals posts refer to; their variants count as referenced too. */
  referencedKeys: Iterable<string>;
  /** Ids of images texts show (`/api/media/<id>…` URLs), every object of each included. */
  referencedIds?: Iterable<string>;
  now?: Date;
  minAgeMs?: number;
}

/**
 * Stored objects no post refers to, written at least `minAgeMs` ago: what a save left behind
 * when its process died between storing the images and committing the post, or a clean-up the
 * storage kept refusing until the process restarted (mediaJanitor.ts retries in memory only).
 * An object whose key is not a media key is not ours to judge and is never listed.
 */
export async function findOrphanImages(
  storage: MediaStorage,
  {
    referencedKeys,
    referencedIds: ids = [],
    now = new Date(),
    minAgeMs = ORPHAN_MIN_AGE_MS,
  }: OrphanSearch,
): Promise<string[]> {
  const referencedIds = new Set<string>(ids);
  for (const key of referencedKeys) {
    const parsed = parseMediaKey(key);
    if (parsed) referencedIds.add(parsed.id);
  }
  const stored = await storage.list();
  return stored
    .filter(({ key, modifiedAt }) => {
      const parsed = parseMediaKey(key);
      return (
        parsed !== null &&
        !referencedIds.has(parsed.id) &&
        now.getTime() - modifiedAt.getTime() >= minAgeMs
      );
    })
    .map(({ key }) => key);
}
