import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { Provider } from 'shared_ui/Provider';
import { createQueryClient } from '../../../shared-ui/host/queryClient';

export interface AppProps {
  router: RouterProviderProps['router'];
}

/** Kit theme and toaster, the query cache, then the routes. */
export function App({ router }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>
  );
}
