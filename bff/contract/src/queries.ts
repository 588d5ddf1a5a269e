/**
 * The query keys of the apps' caches and how long each stays fresh. A key spells the path it reads
 * (the hosts' default query function GETs the key joined by "/"), so invalidating a prefix such
 * as `postQueryKeys.all` covers every post. Browser-safe: no imports.
 */
import { API_PATHS } from './paths';

/** Blog data is read at most once per five minutes per visit. */
export const POSTS_STALE_MS = 5 * 60 * 1000;

export const postQueryKeys = {
  all: [API_PATHS.posts] as const,
  /** The slug encoded as in `postPath`, so the key and the URL it reads stay one thing. */
  one: (slug: string) => [API_PATHS.posts, encodeURIComponent(slug)] as const,
};
