/**
 * The TanStack Query client of both hosts (site and admin). Like ../mf, this folder is bundled
 * into each host at build time, never federated: a query client must live in the app that renders
 * its provider. @tanstack/react-query is a dependency of the hosts, not of the kit.
 */
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiJson } from '@app/contract/client';
import { queryKeyPath } from '@app/contract/queries';

/**
 * By default a query GETs the path its key spells, e.g. ['/api/posts', slug], or
 * ['/api/posts', '?language=ar'] for `/api/posts?language=ar`.
 */
export function fetchQueryKey({ queryKey }: QueryFunctionContext): Promise<unknown> {
  return apiJson<unknown>(queryKeyPath(queryKey));
}

/** Never retry, never refetch on focus or by polling; data stays fresh unless told. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKey,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
