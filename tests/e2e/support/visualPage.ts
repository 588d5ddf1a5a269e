import { browser } from '@wdio/globals';

/**
 * Makes the page ready for a picture that is the same at every run: every lazy image loaded now
 * and decoded, web fonts in, no caret, and the page scrolled back to its top.
 */
export async function settlePage(): Promise<void> {
  await browser.execute(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete ? Promise.resolve() : image.decode().catch(() => undefined),
      ),
    );
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Two frames: whatever the loads above changed is laid out and painted.
  await browser.execute(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
