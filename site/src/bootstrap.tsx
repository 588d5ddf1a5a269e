import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from './app/SiteApp';
import { createPageEmotionCache } from './app/emotionCache';
import { localeOf } from './i18n/locales';
import { loadLanguage } from './i18n/loadLanguage';
import { readPageState } from './page/pageState';
import { routes } from './app/routes';

/**
 * The page the router starts on was rendered by the server, and the visitor has been reading it,
 * scrolling, and tapping: hydration data (none to carry: no route has a loader) tells the router
 * so, and it leaves the scroll position alone. Without it, its scroll restoration scrolls a first
 * visit to the top in the hydrating commit: the page jumped under the visitor's finger, and a tap
 * made at that moment landed on whatever was now there, the card's dialog never opening.
 */
export const SERVER_RENDERED = { hydrationData: {} } as const;

/** Makes the server's page live; resolves once the hydrating commit is done. */
export async function hydratePage(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html must contain <div id="root">');
  }

  // The server sent the page rendered, its styles and the data it read: adopt all three.
  const state = readPageState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const site = {
    origin: state?.origin ?? window.location.origin,
    today: state?.today,
    businessTimeZone: state?.businessTimeZone,
    bookingCalendar: state?.bookingCalendar,
  };
  // The language the server rendered the page in, as it wrote it on <html lang>.
  const language = await loadLanguage(localeOf(document.documentElement.lang));

  return new Promise((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole tree: the server's HTML is already on screen, so nothing is
    // lost by hydrating it in slices, and a tap during hydration is handled promptly.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={createPageEmotionCache()}>
            <SiteApp queryClient={queryClient} site={site} language={language} onLive={resolve}>
              <RouterProvider router={createBrowserRouter(routes, SERVER_RENDERED)} />
            </SiteApp>
          </CacheProvider>
        </StrictMode>,
      );
    });
  });
}
