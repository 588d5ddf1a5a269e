import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { routes } from '../app/router';

/**
 * Renders the whole site (kit Provider, query client, real routes) at `path`. Waits one timer
 * tick inside act() because the kit's toast region subscribes to its store after mount.
 */
export async function renderRoute(path: string): Promise<RenderResult> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<App router={router} />);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return result;
}
