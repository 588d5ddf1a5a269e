/**
 * What a visitor does between the first paint and the moment the page is live, kept so that it is
 * not lost: a press on a control that only script can answer (a plain `type="button"` button) and
 * a form submission are held back and done again once the page is hydrated, and text typed into a
 * field is handed to the hydrated form. What the browser does by itself (links, toggles, invoker
 * buttons of dialogs and popovers) is left to it: the page answers at once, and the live page
 * adopts the state the browser left.
 */
export interface EarlyActions {
  /** Stops recording and repeats what was held back, in order, on the now-live page. */
  replay(): void;
}

type Action = { kind: 'click'; element: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'hidden'].includes(target.type));

/**
 * Controls the browser operates by itself from the server's HTML: a link navigates, a label or an
 * input toggles, a summary opens its details, an invoker button opens its dialog or popover, a
 * submit button submits (the submission itself is held back below). Holding their click back would
 * make the visitor wait for the script for something the browser does at once; repeating it later
 * would do it twice.
 */
const NATIVE_CONTROL = [
  'a[href]',
  'label',
  'input:not([type="button"])',
  'select',
  'textarea',
  'summary',
  'button[commandfor]',
  'button[popovertarget]',
  'button[type="submit"]',
  'button[type="reset"]',
  'form button:not([type])',
].join(', ');

/** The element a click is meant for, when that click needs the live page. */
function heldBackClickTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(
    'a[href], button, [role="button"], [role="tab"], [role="checkbox"], [role="option"], summary, label, input, select, textarea',
  );
  if (!control || control.matches(NATIVE_CONTROL)) return null;
  return control;
}

/**
 * React keeps what was typed before hydration on screen but not in its state; setting the value
 * through the prototype's setter after resetting the tracked one makes its change handler see it.
 */
function handOverTypedText(field: TextField, text: string): void {
  if (!field.isConnected) return;
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // The instance's own setter (React's value tracker) records '', so the text below is a change.
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function recordEarlyActions(doc: Document): EarlyActions {
  const controller = new AbortController();
  const actions: Action[] = [];
  const typed = new Map<TextField, string>();
  const options = { capture: true, signal: controller.signal };

  doc.addEventListener(
    'click',
    (event) => {
      const element = heldBackClickTarget(event.target);
      if (!element) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A double click before the page is live still means one press.
      const last = actions.at(-1);
      if (last?.kind === 'click' && last.element === element) return;
      actions.push({ kind: 'click', element });
    },
    options,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      actions.push({ kind: 'submit', form: event.target });
    },
    options,
  );
  doc.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typed.set(event.target, event.target.value);
    },
    options,
  );

  return {
    replay() {
      controller.abort();
      for (const [field, text] of typed) handOverTypedText(field, text);
      for (const action of actions) {
        if (action.kind === 'click') {
          if (action.element.isConnected) action.element.click();
        } else if (action.form.isConnected) {
          action.form.requestSubmit();
        }
      }
    },
  };
}
