/**
 * Resolves once the frame after the current one has been painted: the first intent is often a
 * tap the browser answers by itself (a dialog, a popover, a checkbox, a focused field), and
 * starting the app's download and evaluation in the same task would hold that answer back from
 * the screen.
 */
export function afterNextPaint(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const win = doc.defaultView;
    if (!win || doc.visibilityState === 'hidden') {
      resolve();
      return;
    }
    win.requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the whole page has been parsed: an `async` boot script can run while the page is
 * still arriving, and the app must not hydrate half a document.
 */
export function whenParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/** Loads the app's entry script, the one a boot script's `data-app` names. */
export function loadAppScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}
