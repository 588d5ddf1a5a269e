import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Post, PostSummary } from '@app/contract';
import { POSTS_STALE_MS, postQueryKeys } from '@app/contract/queries';

/** GET /api/posts: every post but its content, newest first. */
export function postsQuery() {
  return queryOptions<PostSummary[]>({
    queryKey: postQueryKeys.all,
    staleTime: POSTS_STALE_MS,
  });
}

/** GET /api/posts/{slug}. */
export function postQuery(slug: string) {
  return queryOptions<Post>({
    queryKey: postQueryKeys.one(slug),
    staleTime: POSTS_STALE_MS,
  });
}

/** For route prefetchers: fills the cache and never throws (a failed read renders its state). */
export function prefetchPosts(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(postsQuery());
}
