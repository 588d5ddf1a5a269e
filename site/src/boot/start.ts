import { hasArrivalWork } from './arrivalWork';
import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { filterPostsEarly } from './earlyPostFilter';
import { handOver } from './handOff';
import { afterNextPaint, loadAppScript, whenParsed } from '@app/shared-ui/host/boot/loadApp';
import { rememberLanguageChoice } from './languageChoice';
import { landingTouch, storeTouch } from './landingTouch';
import { whenPressEnds, whenVisitorActs } from '@app/shared-ui/host/boot/visitorIntent';

/**
 * The site's boot script, the only script a page loads up front: its own small build, without
 * the Module Federation runtime, so a reader's browser evaluates a few hundred bytes instead of
 * the app's entry. It records what the visitor does, waits for their first intent (or starts at
 * once when the page has arrival work) and then loads the app's entry, named by the server in
 * `data-app` (site/src/server/htmlDocument.ts), once the page is parsed. It is loaded `async`
 * (site/src/server/pageRenderer.ts), so it runs whenever it arrives, also while the page is still
 * arriving: nothing here reads the page's markup before a visitor acts.
 */
const app = document.currentScript?.getAttribute('data-app');

async function start(src: string): Promise<void> {
  handOver(window, {
    early: recordEarlyActions(document),
    postFilter: filterPostsEarly(document),
  });
  if (!hasArrivalWork(window)) {
    await whenPressEnds(window, await whenVisitorActs(window));
    await afterNextPaint(document);
  }
  await whenParsed(document);
  loadAppScript(document, src);
}

/**
 * Runs `work` when the page is idle. The landing is read at once (the app may change the address
 * later) but written to session storage then: its first use is a synchronous round trip to the
 * browser process, kept out of the boot's own task, which may run while a visitor's tap waits.
 * The app reads it only when a form is sent.
 */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(work, { timeout: 2000 });
  } else {
    setTimeout(work, 0);
  }
}

rememberLanguageChoice(document);
const touch = landingTouch(window);
if (touch) whenIdle(() => storeTouch(window, touch));
if (app) void start(app);
