/**
 * An in-process cache whose entries are valid for one content revision: a value is served from it
 * only while the revision it was made under is still the current one, so a post saved through any
 * replica retires every page of every replica on their next request. Bounded (least recently used
 * goes first), and concurrent misses for one key share a single production.
 */
export interface RevisionCacheOptions {
  /** The current revision, read after the request arrived (see freshRead). */
  currentRevision: () => Promise<number>;
  maxEntries: number;
}

interface Entry<T> {
  revision: number;
  value: Promise<T>;
}

export interface RevisionCache<T> {
  /**
   * The value for `key` under the current revision; `produce` makes it on a miss, and `keep` says
   * whether what it made may be stored.
   */
  get(key: string, produce: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
  readonly size: number;
}

export function createRevisionCache<T>({
  currentRevision,
  maxEntries,
}: RevisionCacheOptions): RevisionCache<T> {
  const entries = new Map<string, Entry<T>>();

  const remember = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    get size() {
      return entries.size;
    },
    async get(key, produce, keep) {
      let revision: number;
      try {
        revision = await currentRevision();
      } catch {
        // Unknown revision (the BFF is unreachable): nothing is served from or stored in the cache.
        return produce();
      }
      const cached = entries.get(key);
      if (cached && cached.revision === revision) {
        remember(key, cached);
        return cached.value;
      }
      const value = produce();
      const entry = { revision, value };
      remember(key, entry);
      // Only what should be kept stays: a failed or unwanted result is dropped once known.
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then((result) => keep(result) || forget(), forget);
      return value;
    },
  };
}
