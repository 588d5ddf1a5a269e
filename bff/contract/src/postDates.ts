/**
 * The date a reader sees on a post. A module of its own, with no schemas: the site's pages use
 * it, and a value import of posts.ts would bring the post form's schemas (and zod, whose probe for
 * eval the site's Content-Security-Policy refuses) into their code.
 */
import type { PostSummary } from './posts';

/** What publicationDate reads: data of before the workflow has no publishedAt. */
export type DatedPost = Pick<PostSummary, 'createdAt'> & Partial<Pick<PostSummary, 'publishedAt'>>;

/** The date a reader sees on a post: when it was published (created, for older data). */
export function publicationDate(post: DatedPost): string {
  return post.publishedAt ?? post.createdAt;
}
