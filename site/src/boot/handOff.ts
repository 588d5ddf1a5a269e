import type { EarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import {
  handOver as handOverAs,
  takeHandOff as takeHandOffAs,
} from '@app/shared-ui/host/boot/handOff';
import type { EarlyPostFilter } from './earlyPostFilter';

/**
 * What the boot script (./start.ts) passes to the app it loads: the recorder of what the visitor
 * did before the page was live, and the filter of /blog's cards.
 */
export interface BootHandOff {
  early: EarlyActions;
  postFilter?: EarlyPostFilter;
}

const KEY = '__siteBootHandOff';

export function handOver(win: Window, handOff: BootHandOff): void {
  handOverAs(win, KEY, handOff);
}

/** The boot script's hand-off, once: undefined when the app was loaded without it. */
export function takeHandOff(win: Window): BootHandOff | undefined {
  return takeHandOffAs<BootHandOff>(win, KEY);
}
