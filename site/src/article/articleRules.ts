import { publicationDate, type DatedPost } from '@app/contract/postDates';
import type { PostSummary } from '@app/contract/posts';
import { newestFirst, tagsOf } from '../blog/postList';
import { formatDateTime } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { english, type Translate } from '../i18n/siteIntl';

/** At most this many "You Might Also Like" posts. */
export const RELATED_POST_COUNT = 3;

/**
 * The article's dates: "March 5, 2026" ("5 مارس 2026" in Arabic), or "Unknown date" in the
 * language of `t`. Fixed to UTC, with the language's pinned locale.
 */
export function formatArticleDate(
  iso: string | null | undefined,
  t: Translate = english,
  locale: Locale = 'en',
): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time)
    ? t('article.unknownDate')
    : formatDateTime(locale, time, {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
}

/**
 * The Updated date shows only when the post changed after it was published: the edits of a draft
 * before its publication are not news to a reader.
 */
export function wasUpdated(post: DatedPost & Pick<PostSummary, 'updatedAt'>): boolean {
  const published = Date.parse(publicationDate(post));
  const updated = Date.parse(post.updatedAt);
  return !Number.isNaN(updated) && updated > published;
}

/**
 * Up to 3 posts sharing at least one tag with `current` (case-insensitive), newest first;
 * when none shares a tag, the 3 newest other posts.
 */
export function relatedPosts<T extends DatedPost & Pick<PostSummary, 'slug' | 'tags'>>(
  current: Pick<PostSummary, 'slug' | 'tags'>,
  posts: readonly T[],
): T[] {
  const others = newestFirst(posts.filter((post) => post.slug !== current.slug));
  const tags = new Set(tagsOf(current.tags).map((tag) => tag.toLowerCase()));
  const sharing = others.filter((post) =>
    tagsOf(post.tags).some((tag) => tags.has(tag.toLowerCase())),
  );
  return (sharing.length > 0 ? sharing : others).slice(0, RELATED_POST_COUNT);
}
