import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Post, PostSummary } from '@app/contract';

/** Spec 4 / 9: blog data is cached for 5 minutes. */
export const BLOG_STALE_TIME_MS = 5 * 60 * 1000;

/** GET /api/posts: every post but its content, newest first. */
export function postsQuery() {
  return queryOptions<PostSummary[]>({
    queryKey: ['/api/posts'],
    staleTime: BLOG_STALE_TIME_MS,
  });
}

/** GET /api/posts/{slug}. */
export function postQuery(slug: string) {
  return queryOptions<Post>({
    queryKey: ['/api/posts', encodeURIComponent(slug)],
    staleTime: BLOG_STALE_TIME_MS,
  });
}

/** For route prefetchers: fills the cache and never throws (a failed read renders its state). */
export function prefetchPosts(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(postsQuery());
}
