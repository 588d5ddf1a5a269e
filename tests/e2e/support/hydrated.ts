import { $ } from '@wdio/globals';

/**
 * Waits until the server-rendered page is live: the site marks the document once its
 * hydrating commit is done (site/src/app/SiteApp.tsx). Clicking before that would hit inert HTML.
 */
export async function hydrated(): Promise<void> {
  await $('html[data-hydrated="true"]').waitForExist({
    timeout: 20_000,
    timeoutMsg: 'the page never hydrated',
  });
}
