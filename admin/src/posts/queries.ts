import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PostStatus } from '@app/contract/editorial';
import { staffPostQueryKeys } from '@app/contract/queries';
import { getRevision, getStaffPost, listRevisions, listStaffPosts } from './postsApi';

/*
 * The admin reads posts through the staff calls (drafts and scheduled posts included), with the
 * contract's keys. Fresh on every visit, like the other staff screens: colleagues and the
 * scheduler change posts meanwhile.
 */

export const staffPostsQuery = (status?: PostStatus) =>
  queryOptions({
    queryKey: staffPostQueryKeys.list(status),
    // The key's second part is the query string; the URL is built here, not by joining the key.
    queryFn: () => listStaffPosts(status),
    staleTime: 0,
  });

export const staffPostQuery = (slug: string) =>
  queryOptions({
    queryKey: staffPostQueryKeys.one(slug),
    queryFn: () => getStaffPost(slug),
    staleTime: 0,
  });

export const revisionsQuery = (slug: string) =>
  queryOptions({
    queryKey: staffPostQueryKeys.revisions(slug),
    queryFn: () => listRevisions(slug),
    staleTime: 0,
  });

/** A kept revision never changes: read once. */
export const revisionQuery = (slug: string, id: number) =>
  queryOptions({
    queryKey: staffPostQueryKeys.revision(slug, id),
    queryFn: () => getRevision(slug, id),
  });

/** Every list of the library (each filter), after a write changed a post's row or counts. */
export function refreshPostLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: staffPostQueryKeys.all,
    predicate: ({ queryKey }) => queryKey.length === 1 || String(queryKey[1]).startsWith('?'),
  });
}
