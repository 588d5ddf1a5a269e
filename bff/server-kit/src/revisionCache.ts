/**
 * Values computed from the posts (the BFF's post and feed bodies, the site renderer's pages),
 * kept for as long as the content revision they were computed at is the current one
 * (`@app/contract/contentRevision`). Every lookup names the revision its caller just read, so a
 * post saved through any replica retires everything at once: the cache can be cold but never
 * stale. Bounded (the least recently used entry goes first); concurrent misses of one key share
 * one computation. Both users are servers: the BFF and the site's renderer.
 */
export interface RevisionCache<V> {
  /**
   * The value of `key` at `revision`; `compute` makes it on a miss, and `keep` (all by default)
   * says whether what it made may be stored. A failed computation is never stored.
   */
  get(
    revision: number,
    key: string,
    compute: () => Promise<V>,
    keep?: (value: V) => boolean,
  ): Promise<V>;
  readonly size: number;
}

export function createRevisionCache<V>(maxEntries: number): RevisionCache<V> {
  let currentRevision: number | undefined;
  const entries = new Map<string, Promise<V>>();

  return {
    get size() {
      return entries.size;
    },
    get(revision, key, compute, keep = () => true) {
      // Revisions only grow: a caller that read an older one gets a fresh value, and the newer
      // entries stay.
      if (currentRevision !== undefined && revision < currentRevision) return compute();
      if (revision !== currentRevision) {
        entries.clear();
        currentRevision = revision;
      }
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      // Computed after the revision was read: at worst newer than it (a save landed in between),
      // which the next revision replaces, never older.
      const value = compute();
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // Whatever is not to be kept leaves once known, unless a newer entry replaced it already.
      const forget = () => {
        if (entries.get(key) === value) entries.delete(key);
      };
      value.then((result) => keep(result) || forget(), forget);
      return value;
    },
  };
}
