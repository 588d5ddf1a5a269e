import { queryOptions } from '@tanstack/react-query';
import { getPost, listPosts } from './postsApi';

/** Spec 9: blog data is cached for 5 minutes. */
export const POSTS_STALE_MS = 5 * 60 * 1000;

/** Keys spell the path they read (spec 7), so invalidating ['/api/posts'] covers every post. */
export const postsQuery = queryOptions({
  queryKey: ['/api/posts'],
  queryFn: listPosts,
  staleTime: POSTS_STALE_MS,
});

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['/api/posts', slug],
    queryFn: () => getPost(slug),
    staleTime: POSTS_STALE_MS,
  });
