/**
 * The first sign that a visitor is about to use the page rather than read it: a pointer moving or
 * pressing, a touch (which also starts every scroll on a phone), a key, focus moving into the page,
 * a wheel or a scroll. The server's HTML already shows everything and its links work as plain
 * links, so the JavaScript that makes buttons, forms and dialogs live is only needed from here on.
 */
export const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Resolves on the first intent event; listeners are passive and removed once it fires. */
export function whenVisitorActs(target: Window): Promise<void> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const act = () => {
      controller.abort();
      resolve();
    };
    for (const type of INTENT_EVENTS) {
      target.addEventListener(type, act, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
  });
}
