import { $, browser } from '@wdio/globals';

/**
 * Makes the server-rendered page live and waits until it is: the site starts its scripts on the
 * visitor's first intent (site/src/index.ts), here a pointer moving over the page, and marks the
 * document once the hydrating commit is done (site/src/app/SiteApp.tsx).
 */
export async function hydrated(): Promise<void> {
  await browser.action('pointer').move({ x: 1, y: 1, origin: 'viewport' }).perform();
  await $('html[data-hydrated="true"]').waitForExist({
    timeout: 20_000,
    timeoutMsg: 'the page never hydrated',
  });
}
