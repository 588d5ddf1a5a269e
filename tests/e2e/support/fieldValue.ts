import { $, browser } from '@wdio/globals';

/**
 * Sets an input's value the way a person's picker does: the value, then the input event React
 * listens to (typing into a date field depends on the browser's locale). Waits for the field
 * first: the staff date picker is a chunk of its own, and until it is in, an unlabelled
 * placeholder without the field's id stands in its place.
 */
export async function setFieldValue(selector: string, value: string): Promise<void> {
  await $(selector).waitForEnabled();
  await browser.execute(
    (css: string, next: string) => {
      const input = document.querySelector<HTMLInputElement>(css);
      if (!input) throw new Error(`no input ${css}`);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    selector,
    value,
  );
}
