import { hasArrivalWork } from './arrivalWork';
import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { filterPostsEarly } from './earlyPostFilter';
import { handOver } from './handOff';
import { afterNextPaint, loadAppScript } from '@app/shared-ui/host/boot/loadApp';
import { rememberLanguageChoice } from './languageChoice';
import { recordLanding } from './landingTouch';
import { whenVisitorActs } from '@app/shared-ui/host/boot/visitorIntent';

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
  if (!hasArrivalWork(window)) {
    await whenVisitorActs(window);
    await afterNextPaint(document);
  }
  loadAppScript(document, src);
}

rememberLanguageChoice(document);
recordLanding(window);
if (app) void start(app);
