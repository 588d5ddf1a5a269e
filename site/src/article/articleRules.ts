import type { PostSummary } from '@app/contract';
import { newestFirst, tagsOf } from '../blog/postList';

/** Spec 9: reading speed behind "{n} min read". */
export const WORDS_PER_MINUTE = 200;
/** Spec 9: at most this many "You Might Also Like" posts. */
export const RELATED_POST_COUNT = 3;

/** Spec 2.9 / 9: words / 200, rounded up, as "{n} min read". Markup does not count as words. */
export function readingTime(content: string): string {
  const text = content.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.ceil(words / WORDS_PER_MINUTE)} min read`;
}

const articleDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Spec 2.9: 'MMMM d, yyyy' (e.g. "March 5, 2026"), or "Unknown date". Fixed to UTC. */
export function formatArticleDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? 'Unknown date' : articleDateFormat.format(time);
}

/** Spec 2.9: the Updated date shows only when it differs from the creation date. */
export function wasUpdated(post: Pick<PostSummary, 'createdAt' | 'updatedAt'>): boolean {
  const created = Date.parse(post.createdAt);
  const updated = Date.parse(post.updatedAt);
  return !Number.isNaN(updated) && updated !== created;
}

/**
 * Spec 9: up to 3 posts sharing at least one tag with `current` (case-insensitive), newest first;
 * when none shares a tag, the 3 newest other posts.
 */
export function relatedPosts<T extends Pick<PostSummary, 'slug' | 'tags' | 'createdAt'>>(
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

/**
 * Spec 2.9: the first image of the content (markdown `![…](src)` or an `<img src>`), for the
 * share image when the post has no featured image. Only http(s) or site-relative sources, the
 * same ones the article renderer shows.
 */
export function firstContentImage(content: string): string | undefined {
  const pattern =
    /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)|<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  for (const match of content.matchAll(pattern)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (/^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src)) return src;
  }
  return undefined;
}
