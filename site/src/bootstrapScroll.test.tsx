import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { SERVER_RENDERED } from './bootstrap';
import { hydrateServerHtml } from './test/hydrateServerHtml';

/** A page as the site lays it out: its content, and the router's scroll restoration. */
const routes = [
  {
    path: '/',
    element: (
      <>
        <p>The services, scrolled to</p>
        <ScrollRestoration />
      </>
    ),
  },
];

describe('hydrating a page the visitor has scrolled', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    // jsdom does not scroll; the spy is what the router asks of the window.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => scrollTo.mockRestore());

  it('leaves the scroll position where the visitor put it', async () => {
    const hydrated = await hydrateServerHtml(() => (
      <RouterProvider router={createBrowserRouter(routes, SERVER_RENDERED)} />
    ));
    expect(hydrated.recoverable).toEqual([]);
    expect(scrollTo).not.toHaveBeenCalled();
    hydrated.unmount();
  });

  it('(the cause) without being told the page is server-rendered, the router scrolls to the top', async () => {
    const hydrated = await hydrateServerHtml(() => (
      <RouterProvider router={createBrowserRouter(routes)} />
    ));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    hydrated.unmount();
  });
});
