import { browser } from '@wdio/globals';

export interface LayoutProblems {
  /** The page's width, and the screen's less any vertical scroll bar: more scrolls sideways. */
  scrollWidth: number;
  clientWidth: number;
  /** Visible items of the header whose boxes intersect, as "a / b". */
  overlaps: string[];
  /** Visible controls smaller than 44 × 44 px (buttons) or 44 px high (fields), as "name h×w". */
  smallTargets: string[];
}

/** A finger's width (WCAG 2.5.5): the least height of a control on a phone. */
export const TOUCH_TARGET_PX = 44;

/**
 * What would make the current page awkward on a phone: a sideways scroll, header items drawn over
 * each other, and controls smaller than a finger. Reads the laid-out page in the browser.
 */
export async function layoutProblems(): Promise<LayoutProblems> {
  return await browser.execute((least: number) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;

    const headerItems = [
      ...document.querySelectorAll(
        'header a, header button, header img, header svg:not(a svg):not(button svg)',
      ),
    ]
      .filter(visible)
      .filter((element) => !element.closest('dialog'));
    const overlaps: string[] = [];
    headerItems.forEach((first, index) => {
      const a = first.getBoundingClientRect();
      for (const second of headerItems.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const b = second.getBoundingClientRect();
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) overlaps.push(`${nameOf(first)} / ${nameOf(second)}`);
      }
    });

    const controls = [
      ...document.querySelectorAll(
        'button, select, a.chakra-button, input:not([type=checkbox]):not([type=radio]):not([type=hidden])',
      ),
    ].filter(visible);
    const smallTargets = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const wide = element.tagName === 'BUTTON' ? box.width >= least - 0.5 : true;
        return box.height < least - 0.5 || !wide;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${nameOf(element)} ${Math.round(box.height)}×${Math.round(box.width)}`;
      });

    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      overlaps,
      smallTargets,
    };
  }, TOUCH_TARGET_PX);
}
