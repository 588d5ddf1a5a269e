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

/** Loads the app's entry script, the one a boot script's `data-app` names. */
export function loadAppScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}
