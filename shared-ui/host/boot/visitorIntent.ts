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

/** Resolves with the first intent event; listeners are passive and removed once it fires. */
export function whenVisitorActs(target: Window): Promise<Event> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const act = (event: Event) => {
      controller.abort();
      resolve(event);
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

/** Intents that are a finger or a button still down: a tap, a click or the start of a scroll. */
const PRESSES = new Set(['pointerdown', 'touchstart']);
/** What ends a press: its click, or the browser taking it over as a scroll. */
const PRESS_ENDS = ['click', 'pointercancel', 'touchcancel', 'contextmenu'] as const;
/** A press held longer than this is not waited for: the visitor is reading with a finger down. */
export const LONGEST_PRESS_MS = 1000;

/**
 * Resolves once the press `intent` began is over: at its click, or when the browser took it over
 * as a scroll. A tap that is a visitor's first act is most often one the browser answers by itself
 * (a checkbox, a popover, the menu), and the answer is drawn in the frame after its click; started
 * at the pointerdown, the app's download put a task of script requests between the two. Any other
 * intent resolves at once.
 */
export function whenPressEnds(
  target: Window,
  intent: Event | undefined,
  longestMs = LONGEST_PRESS_MS,
): Promise<void> {
  if (intent === undefined || !PRESSES.has(intent.type)) return Promise.resolve();
  return new Promise((resolve) => {
    const controller = new AbortController();
    const end = () => {
      controller.abort();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(end, longestMs);
    for (const type of PRESS_ENDS) {
      target.addEventListener(type, end, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
  });
}
