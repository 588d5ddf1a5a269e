import { $$, browser } from '@wdio/globals';

/** Toasts sit over the page's corner for 5 s; a user closes them to reach what is below. */
export async function dismissToasts(): Promise<void> {
  const openToastCloseButtons =
    '[data-scope="toast"][data-part="root"][data-state="open"] button[data-part="close-trigger"]';
  for (const close of await $$(openToastCloseButtons)) {
    try {
      if (await close.isDisplayed()) await close.click();
    } catch (error) {
      // The toast's own 5 s ran out between the look and the click: a closing toast lets clicks
      // through to what is under it, which is what the wait below is for.
      if (!String(error).includes('element click intercepted')) throw error;
    }
  }
  // A dismissed toast stays in the DOM (hidden) until its remove delay ends.
  await browser.waitUntil(
    async () => {
      for (const toast of await $$('[data-scope="toast"][data-part="root"]')) {
        if (await toast.isDisplayed()) return false;
      }
      return true;
    },
    { timeout: 6_000, timeoutMsg: 'a toast is still on screen' },
  );
}

/** Resolves once no CSS animation or transition is running (axe reads colours mid-fade wrong). */
export async function animationsDone(): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    { timeout: 10_000, timeoutMsg: 'animations still running after 10 s' },
  );
}
