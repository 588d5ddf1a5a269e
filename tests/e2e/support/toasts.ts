import { $$, browser } from '@wdio/globals';

/** Toasts sit over the page's corner for 5 s; a user closes them to reach what is below. */
export async function dismissToasts(): Promise<void> {
  for (const close of await $$('button[data-scope="toast"][data-part="close-trigger"]')) {
    if (await close.isDisplayed()) await close.click();
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
