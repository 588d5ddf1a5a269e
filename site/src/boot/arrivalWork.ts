import { peekPendingSection } from '../navigation/pendingSection';

/** A page with work to do on arrival (a section to scroll to) starts its scripts at once. */
export function hasArrivalWork(win: Window): boolean {
  return win.location.hash !== '' || peekPendingSection() !== null;
}
