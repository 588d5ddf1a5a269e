import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Post, PostLanguage, PostSummary } from '@app/contract';
import { POSTS_STALE_MS, postQueryKeys } from '@app/contract/queries';

/** GET /api/posts[?language=ar]: every post of one language but its content, newest first. */
export function postsQuery(language: PostLanguage) {
  return queryOptions<PostSummary[]>({
    queryKey: postQueryKeys.list(language),
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
export function prefetchPosts(queryClient: QueryClient, language: PostLanguage): Promise<void> {
  return queryClient.prefetchQuery(postsQuery(language));
}
