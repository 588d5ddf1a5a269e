import type { EarlyActions } from './earlyActions';
import type { EarlyPostFilter } from './earlyPostFilter';

/**
 * What the boot script (./start.ts) passes to the app it loads: the recorder of what the visitor
 * did before the page was live, and the filter of /blog's cards. The two are separate builds, so
 * they meet on the window.
 */
export interface BootHandOff {
  early: EarlyActions;
  postFilter?: EarlyPostFilter;
}

const KEY = '__siteBootHandOff';

type WithHandOff = Window & { [KEY]?: BootHandOff };

export function handOver(win: Window, handOff: BootHandOff): void {
  (win as WithHandOff)[KEY] = handOff;
}

/** The boot script's hand-off, once: undefined when the app was loaded without it. */
export function takeHandOff(win: Window): BootHandOff | undefined {
  const handOff = (win as WithHandOff)[KEY];
  delete (win as WithHandOff)[KEY];
  return handOff;
}
