import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PreviewResponse } from '@app/contract/editorial';
import { PREVIEW_TOKEN_PATTERN } from '@app/contract/privateLinks';
import { articlePath } from '@app/contract/publicPages';
import { previewQueryKey } from '@app/contract/queries';
import { prefetchPosts } from '../blog/postQueries';

/** GET /api/previews/{token}; the server renders it, the browser hydrates from the page. */
export function previewQuery(token: string) {
  return queryOptions<PreviewResponse>({ queryKey: previewQueryKey(token) });
}

/** The preview and the public list its related posts come from, as on the article page. */
export async function prefetchPreview(queryClient: QueryClient, params: Params): Promise<void> {
  const token = params.token ?? '';
  // A token of the wrong shape names no preview: no read, the page answers 404.
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return;
  await Promise.all([
    queryClient.prefetchQuery(previewQuery(token)),
    prefetchPosts(queryClient, 'en'),
  ]);
}

/** A post published since its preview link was made is read at its public address instead. */
export function previewRedirect(queryClient: QueryClient, params: Params): string | undefined {
  const answer = queryClient.getQueryData<PreviewResponse>(previewQueryKey(params.token ?? ''));
  if (answer === undefined || !('publishedSlug' in answer)) return undefined;
  return articlePath(answer.publishedSlug);
}
