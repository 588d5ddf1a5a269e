import { publicationDate } from '@app/contract/postDates';
import type { PostSummary } from '@app/contract/posts';

/**
 * When a post's page last changed: its last save, or its publication when that came later (a
 * draft saved on Monday and published on Friday appeared on Friday). ISO strings of one format
 * compare as text.
 */
export function lastModified(post: PostSummary): string {
  const published = publicationDate(post);
  return published > post.updatedAt ? published : post.updatedAt;
}
