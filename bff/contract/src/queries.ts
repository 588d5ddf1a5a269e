/**
 * The query keys of the apps' caches and how long each stays fresh. A key spells the path it reads
 * (the hosts' default query function GETs the key joined by "/"), so invalidating a prefix such
 * as `postQueryKeys.all` covers every post. Browser-safe: no imports.
 */
import type { PostStatus } from './editorial';
import type { PostLanguage } from './posts';
import { API_PATHS, previewPath } from './paths';

/** Blog data is read at most once per five minutes per visit. */
export const POSTS_STALE_MS = 5 * 60 * 1000;

export const postQueryKeys = {
  all: [API_PATHS.posts] as const,
  /**
   * The public list of one language's posts: English is `all` itself (`GET /api/posts`, the
   * BFF's default), another language ends in its query string, `?language=ar` (see queryKeyPath).
   */
  list: (language: PostLanguage) =>
    language === 'en'
      ? ([API_PATHS.posts] as const)
      : ([API_PATHS.posts, `?language=${language}`] as const),
  /** The slug encoded as in `postPath`, so the key and the URL it reads stay one thing. */
  one: (slug: string) => [API_PATHS.posts, encodeURIComponent(slug)] as const,
};

/**
 * The path a key spells, which the hosts' default query function GETs: its parts joined by "/",
 * but a last part that is a query string (`?language=ar`) is added as it is.
 */
export function queryKeyPath(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  if (typeof last === 'string' && last.startsWith('?')) {
    return `${queryKey.slice(0, -1).join('/')}${last}`;
  }
  return queryKey.join('/');
}

/**
 * GET /api/settings: fixed while the BFF runs, so read once per dashboard (a restart of the BFF
 * with another zone is seen on the next load of the admin).
 */
export const settingsQueryKey = [API_PATHS.settings] as const;

/** Availability changes as others book: stale at once, so returning to a date asks again. */
export const SLOTS_STALE_MS = 0;

export const slotQueryKeys = {
  all: [API_PATHS.availableSlots] as const,
  /** Every zone's answer for one date (a booking on it changes them all). */
  date: (date: string) => [API_PATHS.availableSlots, date] as const,
  /** With advisors, the offered times depend on the services chosen (comma-separated, '' none). */
  one: (date: string, tz: string, services = '') =>
    [API_PATHS.availableSlots, date, tz, services] as const,
};

/** Staff screens read their data fresh on every visit: it changes under other admins' hands. */
export const staffQueryKeys = {
  team: [API_PATHS.team] as const,
  auditLog: [API_PATHS.auditLog] as const,
  sessions: [API_PATHS.accountSessions] as const,
};

/**
 * The editorial screens' reads. Fresh on every visit, like the other staff screens: colleagues
 * and the scheduler change posts meanwhile. Every key starts with `all`, so one invalidation
 * after a save covers the list, the post, its revisions and its preview links. A filtered list's
 * key ends in its query string, which the default query function cannot join into a URL: the
 * admin reads lists with a query function of its own.
 */
export const staffPostQueryKeys = {
  all: [API_PATHS.staffPosts] as const,
  list: (status?: PostStatus) =>
    status === undefined
      ? ([API_PATHS.staffPosts] as const)
      : ([API_PATHS.staffPosts, `?status=${status}`] as const),
  one: (slug: string) => [API_PATHS.staffPosts, encodeURIComponent(slug)] as const,
  revisions: (slug: string) =>
    [API_PATHS.staffPosts, encodeURIComponent(slug), 'revisions'] as const,
  revision: (slug: string, id: number) =>
    [API_PATHS.staffPosts, encodeURIComponent(slug), 'revisions', String(id)] as const,
  previews: (slug: string) => [API_PATHS.staffPosts, encodeURIComponent(slug), 'previews'] as const,
};

/** A preview page reads its post fresh: it exists to show the latest draft. */
export const previewQueryKey = (token: string) => [previewPath(token)] as const;

/**
 * The inbox's reads, fresh on every visit (colleagues handle the same enquiries). Every key starts
 * with `all`, so one invalidation after a change covers the list, the enquiry and the header's
 * count. A list's key ends in its query string (see `inboxSearchParams`), read by the admin's own
 * query function like the editorial lists.
 */
export const inboxQueryKeys = {
  all: [API_PATHS.staffInbox] as const,
  list: (searchParams: string) => [API_PATHS.staffInbox, searchParams] as const,
  summary: [API_PATHS.staffInbox, 'summary'] as const,
  one: (id: string) => [API_PATHS.staffInbox, encodeURIComponent(id)] as const,
};

/** The header's count of new enquiries is asked again this often while a staff screen is open. */
export const INBOX_SUMMARY_REFRESH_MS = 60_000;
