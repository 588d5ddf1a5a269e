import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'shared_ui/Provider';
import { WithSiteContent } from '../test/WithSiteContent';
import { PackagesTabs } from './PackagesTabs';
import { shownPackagePanels } from './packagesTestKit';

// jsdom has no ResizeObserver, which the price tooltip's positioning watches its trigger with.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const tree = (
  <Provider>
    <WithSiteContent>
      <PackagesTabs />
    </WithSiteContent>
  </Provider>
);

let container: HTMLElement;
let root: Root | undefined;

/**
 * The server's markup and styles on the page, with no script behind them yet. Emotion writes
 * styles only when a tree renders in the browser (the server renderer inlines them instead), so
 * one throwaway render puts the very same rules, named by their hash, into the head first.
 */
function serverPage() {
  const styles = document.createElement('div');
  const styleRoot = createRoot(styles);
  act(() => styleRoot.render(tree));
  act(() => styleRoot.unmount());
  container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
}

const choice = (name: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.closest('label')?.textContent === name,
  );

const shownPanels = () => shownPackagePanels(container);

beforeAll(() => {
  globalThis.ResizeObserver ??= NoResizeObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the packages tabs before and after the page is live', () => {
  it('switch panels on a tap with no script, and hydration keeps what was picked', async () => {
    serverPage();
    expect(shownPanels()).toEqual(['package-panel-lift-off']);

    // A tap on a label is the browser's: it checks the radio and the CSS shows its panel.
    choice('Auto Pilot')?.closest('label')?.click();
    expect(choice('Auto Pilot')).toBeChecked();
    expect(shownPanels()).toEqual(['package-panel-auto-pilot']);

    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();

    expect(choice('Auto Pilot')).toBeChecked();
    expect(choice('Lift-Off')).not.toBeChecked();
    expect(shownPanels()).toEqual(['package-panel-auto-pilot']);

    // Live, the page keeps the same single source of truth: the radio group.
    choice('Accelerator')?.closest('label')?.click();
    expect(shownPanels()).toEqual(['package-panel-accelerator']);
  });
});
