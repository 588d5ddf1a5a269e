/**
 * A boot script and the app it loads are separate builds, so what the one passes to the other
 * (what the visitor did meanwhile, a request already under way) meets on the window, under a key
 * of the host's own.
 */
type WithHandOff = Window & Record<string, unknown>;

export function handOver<T>(win: Window, key: string, handOff: T): void {
  (win as WithHandOff)[key] = handOff;
}

/** The boot script's hand-off, once: undefined when the app was loaded without it. */
export function takeHandOff<T>(win: Window, key: string): T | undefined {
  const handOff = (win as WithHandOff)[key] as T | undefined;
  delete (win as WithHandOff)[key];
  return handOff;
}
