import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { routes } from '../app/routes';
import { withSiteContent } from './siteContentKit';

/**
 * Renders the whole site (kit Provider, query client, real routes) at `path`. Waits one timer
 * tick inside act() because the kit's toast region subscribes to its store after mount.
 */
export async function renderRoute(
  path: string,
  queryClient: QueryClient = withSiteContent(createQueryClient()),
): Promise<RenderResult> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <SiteApp queryClient={queryClient} site={{ origin: 'https://example.test' }}>
      <RouterProvider router={router} />
    </SiteApp>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return result;
}
