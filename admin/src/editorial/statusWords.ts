import type { PostStatus, StaffPostSummary } from '@app/contract/editorial';
import { publishTimeInWords } from './publishTime';

/** A status as the screens name it. */
export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** The library's filter, in its order; `undefined` is every status. */
export const STATUS_FILTERS: readonly { status: PostStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'published', label: 'Published' },
  { status: 'draft', label: 'Drafts' },
  { status: 'scheduled', label: 'Scheduled' },
];

/**
 * "12 published, 2 drafts, 1 scheduled"; a status with no post is left out; "No posts"; when
 * every post is out, "12 posts · All published" (the library's brief says "All published").
 */
export function countsInWords(counts: Record<PostStatus, number>): string {
  if (counts.published > 0 && counts.draft === 0 && counts.scheduled === 0) {
    return `${counts.published} ${counts.published === 1 ? 'post' : 'posts'} · All published`;
  }
  const parts: string[] = [];
  if (counts.published > 0) parts.push(`${counts.published} published`);
  if (counts.draft > 0) parts.push(`${counts.draft} ${counts.draft === 1 ? 'draft' : 'drafts'}`);
  if (counts.scheduled > 0) parts.push(`${counts.scheduled} scheduled`);
  return parts.length === 0 ? 'No posts' : parts.join(', ');
}

/** A post's status badge: "Draft", "Scheduled · Sunday 1 March 2026 at 09:00 …", "Published". */
export function statusBadgeText(
  post: Pick<StaffPostSummary, 'status' | 'publishAt'>,
  zone: string,
): string {
  if (post.status === 'scheduled' && post.publishAt) {
    return `Scheduled · ${publishTimeInWords(post.publishAt, zone)}`;
  }
  return STATUS_LABELS[post.status];
}

/** What the library says when a filter finds nothing. */
export const EMPTY_FILTER_TITLES: Record<PostStatus, string> = {
  draft: 'No drafts',
  scheduled: 'No scheduled posts',
  published: 'No published posts',
};

export const STATUS_PALETTES: Record<PostStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
};
