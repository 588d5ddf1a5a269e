import type { PostSummary } from '@app/contract';

/** Spec 9: the home page's blog section shows this many posts. */
export const HOME_POST_COUNT = 3;

/** Spec 3: tags are one comma-separated string; blanks between commas are not tags. */
export function tagsOf(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? -Infinity : time;
}

/** Newest first by creation date; posts with the same date keep their order. */
export function newestFirst<T extends Pick<PostSummary, 'createdAt'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
}

/** Spec 2.6: the search matches title, description and tags, ignoring case. */
export function searchPosts<T extends Pick<PostSummary, 'title' | 'description' | 'tags'>>(
  posts: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...posts];
  return posts.filter((post) =>
    [post.title, post.description, post.tags].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** Spec 2.6: the line shown while a search filters the list. */
export function searchSummary(count: number, term: string): string {
  return `Found ${count} post(s) matching "${term.trim()}"`;
}

const cardDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });

/**
 * Spec 2.6: the created date in locale format, e.g. "3/5/2026". The locale and the zone are
 * fixed so the server and every browser print the same day. '' for a date that does not parse.
 */
export function formatCardDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : cardDateFormat.format(time);
}
