import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A thenable that calls back at once: React reads a lazy component whose loader answers with one
 * as loaded already, and renders it without suspending.
 */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as Promise<T>;
}

export interface PreloadableLazy<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Fetches the module; once it has resolved, rendering the component does not suspend. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy whose code can be fetched before rendering. The app preloads the route of a page the
 * server drew before hydrating it, so the whole page is hydrated in one pass: a lazy part that
 * suspended would stay server HTML a while longer, and a press replayed on it then would be lost.
 */
export function preloadableLazy<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  return { Component: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}
