/**
 * jsdom has the `<dialog>` element but none of its behaviour. The site opens and closes dialogs
 * through the browser (Invoker Commands, Escape, a press outside), so the tests get that
 * behaviour here, at the DOM API, the way Chromium does it: `showModal()` opens, remembers the
 * focused element and focuses the dialog's first focusable control; `close()` closes, gives
 * focus back and fires `toggle` and `close`; a `button[commandfor]` click (not cancelled by the
 * page) runs its command; Escape closes the top modal after a cancelable `cancel`; a press that
 * starts and ends outside a `closedby="any"` dialog (on its backdrop, which is the dialog
 * element itself here, as jsdom has no boxes) closes it.
 */
function emulateDialogs(): void {
  const FOCUSABLE =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
  const modals: HTMLDialogElement[] = [];

  const topModal = (): HTMLDialogElement | undefined =>
    modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);

  function toggleEvent(oldState: 'open' | 'closed', newState: 'open' | 'closed'): Event {
    return Object.assign(new Event('toggle'), { oldState, newState });
  }

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      if (modals.includes(this)) return;
      throw new DOMException('The dialog is already open as a non-modal.', 'InvalidStateError');
    }
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    previouslyFocused.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector(FOCUSABLE);
    (first instanceof HTMLElement ? first : this).focus();
    this.dispatchEvent(toggleEvent('closed', 'open'));
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(toggleEvent('open', 'closed'));
    const back = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    this.dispatchEvent(new Event('close'));
  };

  function requestClose(dialog: HTMLDialogElement): void {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest('button[commandfor]');
    const target = button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!button || !(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    const commandEvent = Object.assign(new Event('command', { cancelable: true }), {
      command,
      source: button,
    });
    if (!target.dispatchEvent(commandEvent)) return;
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close') target.close();
    else if (command === 'request-close' && target.open) requestClose(target);
  });

  document.addEventListener('keydown', (event) => {
    const dialog = topModal();
    if (event.key === 'Escape' && !event.defaultPrevented && dialog) requestClose(dialog);
  });

  let pressStartedOutside: HTMLDialogElement | null = null;
  document.addEventListener('pointerdown', (event) => {
    const dialog = topModal();
    pressStartedOutside = dialog && event.target === dialog ? dialog : null;
  });
  document.addEventListener('pointerup', (event) => {
    const dialog = pressStartedOutside;
    pressStartedOutside = null;
    if (dialog && event.target === dialog && dialog.getAttribute('closedby') === 'any') {
      dialog.close();
    }
  });
}

// Suites that declare the node environment share this setup and have no DOM to extend.
if (typeof HTMLDialogElement !== 'undefined') emulateDialogs();
