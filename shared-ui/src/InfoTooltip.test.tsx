import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { isPopoverOpen } from '../test/nativeDom';
import {
  InfoTooltip,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_WINDOW_MS,
} from './InfoTooltip';
import { Provider } from './Provider';
import { renderWithKit } from '../test/renderWithKit';

/** jsdom shows every popover; whether the browser would is the stubbed popover state. */
function tooltipSaying(text: string): HTMLElement {
  return screen.getByRole('tooltip', { name: text });
}

function openTooltips(): string[] {
  return screen
    .getAllByRole('tooltip')
    .filter(isPopoverOpen)
    .map((tip) => tip.textContent ?? '');
}

async function renderTwo() {
  await renderWithKit(
    <>
      <InfoTooltip content="First hint">
        <button type="button">one</button>
      </InfoTooltip>
      <InfoTooltip content="Second hint">
        <button type="button">two</button>
      </InfoTooltip>
    </>,
  );
}

/** Lets a previous test's closed tooltip fall out of the shared skip window. */
function outOfSkipWindow() {
  act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS + 1));
}

describe('InfoTooltip', () => {
  afterEach(() => jest.useRealTimers());

  it('opens after 700 ms, skips the delay for 300 ms, sits 4 px off', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_WINDOW_MS).toBe(300);
    expect(TOOLTIP_OFFSET_PX).toBe(4);
  });

  it('is in the server HTML: the text as a hidden popover the trigger opens and is described by', () => {
    const html = renderToString(
      <Provider>
        <InfoTooltip content="Helpful words">
          <button type="button">price</button>
        </InfoTooltip>
      </Provider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');

    const tip = page.querySelector('[role="tooltip"]');
    const trigger = page.querySelector('button');
    expect(tip?.textContent).toBe('Helpful words');
    expect(tip?.getAttribute('popover')).toBe('auto');
    expect(tip?.id).toBeTruthy();
    expect(trigger?.getAttribute('popovertarget')).toBe(tip?.id);
    expect(trigger?.getAttribute('aria-describedby')).toBe(tip?.id);
  });

  it('opens 700 ms after the mouse arrives, not before, and closes when it leaves', async () => {
    await renderWithKit(
      <InfoTooltip content="Helpful words">
        <button type="button">price</button>
      </InfoTooltip>,
    );
    jest.useFakeTimers();
    outOfSkipWindow();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.hover(screen.getByRole('button', { name: 'price' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(false);

    act(() => jest.advanceTimersByTime(50));
    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(true);

    await user.unhover(screen.getByRole('button', { name: 'price' }));
    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(false);
  });

  it('opens the next tooltip at once within the 300 ms after one was open', async () => {
    await renderTwo();
    jest.useFakeTimers();
    outOfSkipWindow();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(openTooltips()).toEqual(['First hint']);

    await user.unhover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS - 100));
    await user.hover(screen.getByRole('button', { name: 'two' }));

    expect(openTooltips()).toEqual(['Second hint']);
  });

  it('waits the full delay again once the skip window has passed', async () => {
    await renderTwo();
    jest.useFakeTimers();
    outOfSkipWindow();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    await user.unhover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS + 100));

    await user.hover(screen.getByRole('button', { name: 'two' }));
    act(() => jest.advanceTimersByTime(100));
    expect(openTooltips()).toEqual([]);

    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 100));
    expect(openTooltips()).toEqual(['Second hint']);
  });

  it('opens on keyboard focus and closes when focus moves on', async () => {
    const user = userEvent.setup();
    await renderWithKit(
      <>
        <InfoTooltip content="Helpful words">
          <button type="button">price</button>
        </InfoTooltip>
        <button type="button">after</button>
      </>,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'price' })).toHaveFocus();
    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(true);

    await user.tab();
    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(false);
  });

  it('leaves a finger to the browser: touching is a press, not a hover', async () => {
    await renderWithKit(
      <InfoTooltip content="Helpful words">
        <button type="button">price</button>
      </InfoTooltip>,
    );
    jest.useFakeTimers();
    outOfSkipWindow();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.pointer({
      keys: '[TouchA>]',
      target: screen.getByRole('button', { name: 'price' }),
    });
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2));

    expect(isPopoverOpen(tooltipSaying('Helpful words'))).toBe(false);
  });

  it('keeps a tooltip the browser opened on a press open when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderWithKit(
      <InfoTooltip content="Helpful words">
        <button type="button">price</button>
      </InfoTooltip>,
    );
    const tip = tooltipSaying('Helpful words');

    // What the browser does for a popovertarget button, with or without the page being live.
    act(() => tip.showPopover());
    await user.unhover(screen.getByRole('button', { name: 'price' }));
    expect(isPopoverOpen(tip)).toBe(true);

    // Escape or a press elsewhere closes it natively; hovering then works as before.
    act(() => tip.hidePopover());
    expect(isPopoverOpen(tip)).toBe(false);
  });
});
