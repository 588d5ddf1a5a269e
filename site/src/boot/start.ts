import { hasArrivalWork } from './arrivalWork';
import { recordEarlyActions } from './earlyActions';
import { filterPostsEarly } from './earlyPostFilter';
import { handOver } from './handOff';
import { whenVisitorActs } from './visitorIntent';

/**
 * The site's boot script, the only script a page loads up front: its own small build, without
 * the Module Federation runtime, so a reader's browser evaluates a few hundred bytes instead of
 * the app's entry. It records what the visitor does, waits for their first intent (or starts at
 * once when the page has arrival work) and then loads the app's entry, named by the server in
 * `data-app` (site/src/server/htmlDocument.ts).
 */
const app = document.currentScript?.getAttribute('data-app');

async function start(src: string): Promise<void> {
  handOver(window, {
    early: recordEarlyActions(document),
    postFilter: filterPostsEarly(document),
  });
  if (!hasArrivalWork(window)) await whenVisitorActs(window);
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

if (app) void start(app);
