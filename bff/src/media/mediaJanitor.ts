import type { Logger } from '../log/logger';
import { mediaObjectKeys } from './keys';
import type { MediaStorage } from './storage';

/**
 * After an outage of the storage (S3 down in the middle of an upload) the same outage usually
 * stops the clean-up too; these retries remove the leftovers once it is back. Kept in memory: a
 * restart in the meantime leaves them (logged), and `npm run media:sweep` (orphanSweep.ts) finds
 * them later, as it finds the images of a save whose process died before committing.
 */
export const CLEANUP_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

export interface MediaJanitor {
  /**
   * Deletes stored images, each original with all its variants. Failures are logged and tried
   * again later in the background, never thrown: the change that made them unused already
   * happened (or was undone) and its answer must not depend on the clean-up.
   */
  discard(keys: Iterable<string>): Promise<void>;
}

export function createMediaJanitor({
  storage,
  logger,
  retryDelaysMs = CLEANUP_RETRY_DELAYS_MS,
}: {
  storage: MediaStorage;
  logger: Logger;
  retryDelaysMs?: readonly number[];
}): MediaJanitor {
  const attempt = async (keys: string[], retry: number): Promise<void> => {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const failed = keys.filter((_key, index) => results[index]!.status === 'rejected');
    if (failed.length === 0) return;
    const delay = retryDelaysMs[retry];
    const reason = results.find((result) => result.status === 'rejected')?.reason as unknown;
    if (delay === undefined) {
      logger.warn('could not delete images, they are left over', { keys: failed, err: reason });
      return;
    }
    logger.warn('could not delete images, will try again', {
      keys: failed,
      inMs: delay,
      err: reason,
    });
    // unref: a pending clean-up must not keep a stopping process alive.
    setTimeout(() => void attempt(failed, retry + 1), delay).unref();
  };

  return {
    async discard(keys) {
      const all = new Set([...keys].flatMap(mediaObjectKeys));
      if (all.size > 0) await attempt([...all], 0);
    },
  };
}
