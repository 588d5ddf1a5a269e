import { ADMIN_BASENAME } from '../app/paths';
import { browserTimeZone } from '../staff/readerTimeZone';
import type { StaffPageState } from './pageState';

/**
 * Whether the browser's first render of this address will be the page the server drew, which
 * hydration needs: the same address, the same zone (a device that moved since the cookie was set
 * writes other times) and no list page remembered in the history entry (a reload of the inbox's
 * second page; the server only knows the address). When not, the app renders the screen afresh.
 */
export function isHydratable(state: StaffPageState, win: Window): boolean {
  const { pathname, search } = win.location;
  const address = pathname.startsWith(ADMIN_BASENAME)
    ? pathname.slice(ADMIN_BASENAME.length)
    : undefined;
  const entry: unknown = win.history.state;
  const remembered =
    entry !== null &&
    typeof entry === 'object' &&
    'usr' in entry &&
    entry.usr !== null &&
    entry.usr !== undefined;
  return (
    `${address}${search}` === state.address &&
    state.readerTimeZone === browserTimeZone() &&
    !remembered
  );
}
