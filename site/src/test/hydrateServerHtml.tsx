import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// act() as the testing library sets it up for the other render tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Hydrated {
  /** The document's container, holding the hydrated page. */
  container: HTMLElement;
  /** What the server wrote, as the browser parsed it, before hydration. */
  serverHtml: string;
  /** What React reported while hydrating: recoverable errors and console errors. */
  recoverable: unknown[];
  errors: unknown[][];
  unmount(): void;
}

/**
 * Renders `element()` as the server does, puts it in the document, and hydrates a fresh copy of
 * it as the browser does, recording every mismatch React reports. `beforeHydrate` sees the
 * server's markup alone.
 */
export async function hydrateServerHtml(
  element: () => ReactElement,
  beforeHydrate?: (container: HTMLElement) => void,
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element());
  document.body.append(container);
  const serverHtml = container.innerHTML;
  beforeHydrate?.(container);
  const recoverable: unknown[] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element(), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  const errors = logged.mock.calls;
  logged.mockRestore();
  return {
    container,
    serverHtml,
    recoverable,
    errors,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
