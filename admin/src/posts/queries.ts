import { queryOptions } from '@tanstack/react-query';
import { POSTS_STALE_MS, postQueryKeys } from '@app/contract/queries';
import { getPost, listPosts } from './postsApi';

/** The admin reads with its own headers; the keys and freshness are the site's, from the contract. */
export const postsQuery = queryOptions({
  queryKey: postQueryKeys.all,
  queryFn: listPosts,
  staleTime: POSTS_STALE_MS,
});

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: postQueryKeys.one(slug),
    queryFn: () => getPost(slug),
    staleTime: POSTS_STALE_MS,
  });
