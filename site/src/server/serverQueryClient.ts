import type { QueryFunctionContext } from '@tanstack/react-query';
import { apiJson } from '@app/contract/client';
import { queryKeyPath } from '@app/contract/queries';
import { createQueryClient } from '@app/shared-ui/host/queryClient';

/**
 * The query client of one server render: the same defaults and query keys as the browser's,
 * but the key's path is fetched from the BFF's origin (the server has no page origin).
 */
export function createServerQueryClient(apiOrigin: string) {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: {
      ...client.getDefaultOptions().queries,
      queryFn: ({ queryKey }: QueryFunctionContext) =>
        apiJson<unknown>(`${apiOrigin}${queryKeyPath(queryKey)}`),
    },
  });
  return client;
}
