/**
 * Loads the app in stages, giving the browser the main thread back between them. The page is
 * already rendered by the server, so nothing waits on this; what matters is that no single task
 * holds the thread long enough to delay a tap (each stage evaluates its modules in one task:
 * React DOM, then the kit and its Chakra system, then the routes and pages, then hydration,
 * which React itself slices).
 *
 * The dynamic imports are also the async boundary Module Federation needs to negotiate the shared
 * singletons (react, react-dom, @emotion/react) and fetch the shared_ui remote first.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the browser has painted a frame: the server's HTML shows before any work. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start(): Promise<void> {
  await afterNextPaint();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('shared_ui/Provider');
  await yieldToBrowser();
  await import('./app/routes');
  await yieldToBrowser();
  await import('./bootstrap');
}

void start();
