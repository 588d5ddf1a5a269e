import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from '../src/Provider';

/**
 * Renders inside the real kit Provider so recipes and tokens resolve as in the browser.
 * The toast region subscribes to its store from a timer after mount; letting that timer run
 * inside act() keeps React's "not wrapped in act" warnings out of every test.
 */
export async function renderWithKit(
  ui: ReactElement,
  { locale }: { locale?: string } = {},
): Promise<RenderResult> {
  const result = render(<Provider locale={locale}>{ui}</Provider>);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return result;
}
