import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { ADMIN_BASENAME, routes } from '../app/router';

function AdminRoutes({ extraRoutes }: { extraRoutes: RouteObject[] }) {
  return useRoutes([...extraRoutes, ...routes]);
}

/** The router's own path, i.e. without the /admin basename, and its query string. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="router path">{pathname}</output>
      <output aria-label="router search">{search}</output>
    </>
  );
}

/** Lets timers and promises that are already due run: the toast store, the session check. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Renders the admin route table under /admin at `path`. A declarative MemoryRouter runs the same
 * RouteObjects as the browser's data router, without the fetch Request class jsdom lacks.
 * `extraRoutes` take precedence, e.g. to stand in for a screen. Stub fetch (test/stubApi) first:
 * the session is checked as the app starts.
 */
export async function renderAdmin(
  path: string,
  extraRoutes: RouteObject[] = [],
): Promise<RenderResult> {
  const result = render(
    <AppProviders>
      <MemoryRouter basename={ADMIN_BASENAME} initialEntries={[path]}>
        <AdminRoutes extraRoutes={extraRoutes} />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
  // The kit's toast region subscribes to its store from a timer after mount, and the session
  // check answers through query notifications batched on timers.
  await settle();
  await settle();
  return result;
}
