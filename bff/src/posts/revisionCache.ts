/**
 * Values computed from the posts (the list's JSON, a post's JSON, a feed), kept for as long as
 * the content revision they were computed at is the current one. Every lookup names the revision
 * just read, so a post saved through any replica retires everything at once: the cache can be
 * cold but never stale. Bounded: when full, the oldest entry goes.
 */
export interface RevisionCache<V> {
  get(revision: number, key: string, compute: () => Promise<V>): Promise<V>;
}

export function createRevisionCache<V>(maxEntries: number): RevisionCache<V> {
  let cachedRevision: number | undefined;
  const entries = new Map<string, V>();

  return {
    async get(revision, key, compute) {
      if (revision !== cachedRevision) {
        entries.clear();
        cachedRevision = revision;
      }
      if (entries.has(key)) return entries.get(key)!;
      // Computed after the revision was read: at worst newer than it (a save landed in between),
      // which the next lookup replaces, never older.
      const value = await compute();
      // A lookup at a newer revision may have cleared the map meanwhile: keep only current values.
      if (cachedRevision === revision) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, value);
      }
      return value;
    },
  };
}
