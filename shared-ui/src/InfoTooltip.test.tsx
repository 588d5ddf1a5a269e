import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfoTooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_WINDOW_MS } from './InfoTooltip';
import { renderWithKit } from './test-utils';

// jsdom has no ResizeObserver, which the tooltip's positioning watches the trigger with.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('InfoTooltip', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= NoResizeObserver;
  });
  afterEach(() => jest.useRealTimers());

  it('uses the spec 9 timing', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_WINDOW_MS).toBe(300);
  });

  it('opens 700 ms after the pointer arrives, not before', async () => {
    await renderWithKit(
      <InfoTooltip content="Helpful words">
        <button type="button">price</button>
      </InfoTooltip>,
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.hover(screen.getByRole('button', { name: 'price' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Helpful words');
  });

  it('opens the next tooltip at once within the 300 ms after one was open', async () => {
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
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('First hint');

    await user.unhover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS - 100));
    await user.hover(screen.getByRole('button', { name: 'two' }));
    act(() => jest.advanceTimersByTime(0));

    expect(screen.getByRole('tooltip', { name: 'Second hint' })).toBeInTheDocument();
  });

  it('waits the full delay again once the skip window has passed', async () => {
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
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
    await user.unhover(screen.getByRole('button', { name: 'one' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS + 100));

    await user.hover(screen.getByRole('button', { name: 'two' }));
    act(() => jest.advanceTimersByTime(100));

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus', async () => {
    const user = userEvent.setup();
    await renderWithKit(
      <InfoTooltip content="Helpful words">
        <button type="button">price</button>
      </InfoTooltip>,
    );

    await user.tab();

    expect(screen.getByRole('button', { name: 'price' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Helpful words');
  });
});
