/**
 * jsdom has no popovers (its dialogs are in ./nativeDialog.ts). These stand in for the browser's DOM API only (the
 * methods a component calls, and the events the browser fires back), so components are tested
 * through the same calls they make in a browser. What the browser does without script (a
 * `commandfor` or `popovertarget` button, light dismiss) is not imitated: the end-to-end suite
 * proves that in Chromium.
 */

const openPopovers = new Set<HTMLElement>();

/** The browser's ToggleEvent, which jsdom lacks: `newState` says what the element became. */
function toggleEvent(type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed'): Event {
  const event = new Event(type, { cancelable: type === 'beforetoggle' });
  return Object.assign(event, {
    newState,
    oldState: newState === 'open' ? 'closed' : 'open',
  });
}

function popoverState(element: HTMLElement): string | null {
  const value = element.getAttribute('popover');
  if (value === null) return null;
  return value === 'manual' || value === 'hint' ? value : 'auto';
}

function showPopover(this: HTMLElement): void {
  const state = popoverState(this);
  if (state === null) throw new DOMException('Not a popover', 'NotSupportedError');
  if (openPopovers.has(this)) return;
  // Opening an auto popover closes the other auto popovers (none of the kit's nest).
  if (state === 'auto') {
    for (const other of [...openPopovers]) {
      if (popoverState(other) === 'auto') hidePopover.call(other);
    }
  }
  openPopovers.add(this);
  this.dispatchEvent(toggleEvent('toggle', 'open'));
}

function hidePopover(this: HTMLElement): void {
  if (!openPopovers.delete(this)) return;
  this.dispatchEvent(toggleEvent('toggle', 'closed'));
}

// Server-rendering suites run in Node, with no DOM to stand in for.
const hasDom = typeof HTMLElement !== 'undefined';

if (hasDom && !('showPopover' in HTMLElement.prototype)) {
  Object.assign(HTMLElement.prototype, {
    showPopover,
    hidePopover,
    togglePopover(this: HTMLElement, force?: boolean) {
      const open = force ?? !openPopovers.has(this);
      if (open) showPopover.call(this);
      else hidePopover.call(this);
      return open;
    },
  });
}

/** Whether a stubbed popover is showing (jsdom cannot match `:popover-open`). */
export function isPopoverOpen(element: HTMLElement): boolean {
  return openPopovers.has(element);
}

/** Closes every stubbed popover, so one test's open popover does not leak into the next. */
export function closeAllPopovers(): void {
  for (const popover of [...openPopovers]) hidePopover.call(popover);
}

afterEach(() => openPopovers.clear());
