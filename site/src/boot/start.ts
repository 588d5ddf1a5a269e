import { hasArrivalWork } from './arrivalWork';
import { recordEarlyActions } from './earlyActions';
import { filterPostsEarly } from './earlyPostFilter';
import { handOver } from './handOff';
import { rememberLanguageChoice } from './languageChoice';
import { recordLanding } from './landingTouch';
import { whenVisitorActs } from './visitorIntent';

/**
 * The site's boot script, the only script a page loads up front: its own small build, without
 * the Module Federation runtime, so a reader's browser evaluates a few hundred bytes instead of
 * the app's entry. It records what the visitor does, waits for their first intent (or starts at
 * once when the page has arrival work) and then loads the app's entry, named by the server in
 * `data-app` (site/src/server/htmlDocument.ts).
 */
const app = document.currentScript?.getAttribute('data-app');

/**
 * Resolves once the frame after the current one has been painted: the first intent is often a
 * tap the browser answers by itself (a dialog, a popover, a checkbox), and starting the app's
 * download and evaluation in the same task would hold that answer back from the screen.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

async function start(src: string): Promise<void> {
  handOver(window, {
    early: recordEarlyActions(document),
    postFilter: filterPostsEarly(document),
  });
  if (!hasArrivalWork(window)) {
    await whenVisitorActs(window);
    await afterNextPaint();
  }
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

rememberLanguageChoice(document);
recordLanding(window);
if (app) void start(app);
