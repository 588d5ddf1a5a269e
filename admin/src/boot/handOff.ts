import type { EarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import {
  handOver as handOverAs,
  takeHandOff as takeHandOffAs,
} from '@app/shared-ui/host/boot/handOff';
import type { SessionUser } from '../auth/session';
import type { StaffPageState } from '../staffPages/pageState';

/**
 * What the sign-in page's boot script (./start.ts) passes to the app it loads: what the staff
 * member did before the form was live (typed, pressed, submitted), and the session check it
 * already sent, so the app does not ask the server a second time, and on a staff screen the server
 * rendered, that page's state, read here so the app's own first load carries no code for it.
 */
export interface AdminBootHandOff {
  early: EarlyActions;
  session: Promise<SessionUser | null>;
  /**
   * On a staff screen the server rendered: its state, and whether this browser's first render of
   * it is the server's page (staffPages/hydratable.ts), which hydration needs.
   */
  staffPage?: { state: StaffPageState; hydratable: boolean };
}

const KEY = '__adminBootHandOff';

export function handOver(win: Window, handOff: AdminBootHandOff): void {
  handOverAs(win, KEY, handOff);
}

/** The boot script's hand-off, once: undefined when the app was loaded without it. */
export function takeHandOff(win: Window): AdminBootHandOff | undefined {
  return takeHandOffAs<AdminBootHandOff>(win, KEY);
}
