import { publicationDate, type DatedPost } from '@app/contract/postDates';
import type { PostSummary } from '@app/contract/posts';
import { formatDateTime } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { english } from '../i18n/siteIntl';
import { matchesSearch, searchTextOf } from './searchText';

/** The home page's blog section shows this many posts. */
export const HOME_POST_COUNT = 3;

/** Tags are one comma-separated string; blanks between commas are not tags. */
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

/** Newest first by publication date; posts with the same date keep their order. */
export function newestFirst<T extends DatedPost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => timeOf(publicationDate(b)) - timeOf(publicationDate(a)));
}

/** The search matches title, description and tags, ignoring case. */
export function searchPosts<T extends Pick<PostSummary, 'title' | 'description' | 'tags'>>(
  posts: readonly T[],
  term: string,
): T[] {
  return posts.filter((post) => matchesSearch(searchTextOf(post), term));
}

/** The line shown while a search filters the list, in English. */
export function searchSummary(count: number, term: string): string {
  return english('blog.search.summary', { count: String(count), term: term.trim() });
}

/**
 * The card's created date in the language's short format, e.g. "3/5/2026" (in Arabic
 * "5/3/2026", day first). The locale is pinned and the zone fixed, so the server and every
 * browser print the same day. '' for a date that does not parse.
 */
export function formatCardDate(iso: string, locale: Locale = 'en'): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDateTime(locale, time, { timeZone: 'UTC' });
}
