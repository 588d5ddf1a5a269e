import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AdminRoutes } from './app/AdminRoutes';
import { ADMIN_BASENAME, preloadRoute } from './app/router';
import { takeHandOff } from './boot/handOff';
import { replayWhenLive } from './boot/replayWhenLive';
import { rememberReaderTimeZone } from './staff/readerTimeZone';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}

// Loaded by a page's boot script, the app takes over what the page shows: the sign-in form
// rendered at build time, or a staff screen the server rendered with its state. Loaded by
// index.html (any other admin address), it renders from nothing.
const handOff = takeHandOff(window);
const staffPage = handOff?.staffPage;
const pageState = staffPage?.hydratable ? staffPage.state : undefined;
rememberReaderTimeZone(document);

const app = (
  <StrictMode>
    <AppProviders
      sessionCheck={handOff?.session}
      pageState={pageState}
      onLive={replayWhenLive(handOff?.early)}
    >
      <BrowserRouter basename={ADMIN_BASENAME}>
        <AdminRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A rendered screen this browser would draw otherwise (see isHydratable) is drawn afresh.
const hydrating = handOff !== undefined && (pageState !== undefined || staffPage === undefined);

// A page's own route code first: hydration then takes the whole page in one pass, so the presses
// replayed once it is live land on live elements. (Code that failed to load is the router's to
// report, as on any other render.)
const routeCode = hydrating ? preloadRoute(window.location.pathname) : Promise.resolve();
void routeCode
  .catch(() => undefined)
  .then(() => {
    // As transitions, the first render and the hydration yield to the browser every few
    // milliseconds instead of holding the main thread for the whole tree (~300 ms on a phone): a
    // tap or a key made while a screen loads is answered between the slices.
    startTransition(() => {
      if (hydrating) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
