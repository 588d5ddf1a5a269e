/**
 * A page with work to do on arrival (a `#section` to scroll to) starts its scripts at once.
 *
 * Only the address is read. A section the live app parks in session storage (pendingSection.ts)
 * is for a page it renders itself, after an in-app navigation, never for a page load; and the
 * first read of session storage is a synchronous round trip to the browser process, measured at
 * ~25 ms on a throttled phone in the boot script, which a tap on a page still arriving waited for.
 */
export function hasArrivalWork(win: Window): boolean {
  return win.location.hash !== '';
}
