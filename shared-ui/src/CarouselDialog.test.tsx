import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CarouselDialog, CarouselDialogOpener } from './CarouselDialog';
import { Provider } from './Provider';
import { renderWithKit } from '../test/renderWithKit';

const ITEMS = ['Alpha', 'Beta', 'Gamma'];

function Harness() {
  return (
    <>
      {ITEMS.map((name, index) => (
        <CarouselDialogOpener key={name} carousel="items" index={index}>
          open {name}
        </CarouselDialogOpener>
      ))}
      <CarouselDialog
        id="items"
        count={ITEMS.length}
        itemLabel={(dot) => `Show ${ITEMS[dot]}`}
        dotsLabel="Choose an item"
        title={(index) => ITEMS[index]}
      >
        {(index) => <p>Body of {ITEMS[index]}</p>}
      </CarouselDialog>
    </>
  );
}

async function openBeta({ locale }: { locale?: string } = {}) {
  const user = userEvent.setup();
  await renderWithKit(<Harness />, { locale });
  const opener = screen.getByRole('button', { name: 'open Beta' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Beta' });
  return { user, opener, dialog };
}

describe('CarouselDialog, before any script', () => {
  it('is in the server HTML as one closed native dialog per item, each opened by its own button', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Provider>
        <Harness />
      </Provider>,
    );

    const dialogs = Array.from(host.querySelectorAll('dialog'));
    expect(dialogs.map((dialog) => dialog.id)).toEqual(['items-0', 'items-1', 'items-2']);
    dialogs.forEach((dialog, index) => {
      expect(dialog).not.toHaveAttribute('open');
      // Escape closes a modal dialog by itself; a press on the backdrop needs closedby="any".
      expect(dialog).toHaveAttribute('closedby', 'any');
      const title = host.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
      expect(dialog).toContainElement(title as HTMLElement);
      expect(title).toHaveTextContent(ITEMS[index] ?? '');
      expect(dialog).toHaveTextContent(`Body of ${ITEMS[index]}`);
      const close = dialog.querySelector('button[aria-label="Close"]');
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
    });
    const openers = Array.from(host.querySelectorAll('button')).filter((button) =>
      button.textContent?.startsWith('open '),
    );
    expect(
      openers.map((button) => [button.getAttribute('commandfor'), button.getAttribute('command')]),
    ).toEqual([
      ['items-0', 'show-modal'],
      ['items-1', 'show-modal'],
      ['items-2', 'show-modal'],
    ]);
    // Stepping needs script: those are plain buttons, which the page replays once it is live.
    const next = dialogs[0]?.querySelector('button[aria-label="Next"]');
    expect(next).toHaveAttribute('type', 'button');
    expect(next).not.toHaveAttribute('commandfor');
  });
});

describe('CarouselDialog, live', () => {
  it('opens on the chosen item with the focus on its close button', async () => {
    const { dialog } = await openBeta();

    expect(dialog).toHaveAttribute('id', 'items-1');
    expect(within(dialog).getByText('Body of Beta')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    const dots = within(dialog).getByRole('list', { name: 'Choose an item' });
    expect(
      within(dots)
        .getAllByRole('button')
        .map((dot) => [dot.getAttribute('aria-label'), dot.getAttribute('aria-current')]),
    ).toEqual([
      ['Show Alpha', null],
      ['Show Beta', 'true'],
      ['Show Gamma', null],
    ]);
  });

  it('steps inside the open dialog with the buttons and the dots, wrapping, focus kept', async () => {
    const { user, dialog } = await openBeta();
    const next = within(dialog).getByRole('button', { name: 'Next' });

    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBe(dialog);
    expect(within(dialog).getByText('Body of Gamma')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Show Beta' }));
    expect(screen.getByRole('dialog', { name: 'Beta' })).toBe(dialog);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('moves with the arrow keys, closes on Escape and gives focus back to its opener', async () => {
    const { user, opener, dialog } = await openBeta();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBe(dialog);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBe(dialog);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('puts Previous at the inline start and Next at the end, their chevrons mirrored in RTL', async () => {
    const { dialog } = await openBeta();
    const footer = dialog.querySelector('footer') as HTMLElement;

    // The footer is a flex row in reading order: first is on the left in English, on the right
    // in Arabic. The chevrons point back and on; the close cross is no direction.
    expect(Array.from(footer.children).map((child) => child.getAttribute('aria-label'))).toEqual([
      'Previous',
      'Choose an item',
      'Next',
    ]);
    for (const name of ['Previous', 'Next']) {
      const icon = within(dialog).getByRole('button', { name }).querySelector('svg');
      expect(icon).toHaveAttribute('data-mirror-in-rtl');
    }
    const cross = within(dialog).getByRole('button', { name: 'Close' }).querySelector('svg');
    expect(cross).not.toHaveAttribute('data-mirror-in-rtl');
  });

  it('in right-to-left text, ArrowLeft goes on and ArrowRight goes back, as the buttons sit', async () => {
    const { user, dialog } = await openBeta({ locale: 'ar-AE-u-ca-gregory-nu-latn' });

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBe(dialog);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Beta' })).toBe(dialog);
  });

  it('forgets where it was stepped to once closed: it reopens on its own item', async () => {
    const { user, opener, dialog } = await openBeta();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);

    expect(await screen.findByRole('dialog', { name: 'Beta' })).toBe(dialog);
  });

  it('closes on a press on its backdrop', async () => {
    const { dialog } = await openBeta();
    // The backdrop belongs to the dialog element; its panel is filled by its header, body and
    // footer, so a press on the element itself is a press outside the panel.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.click(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not move a dialog that was closed before a held-back press is replayed', async () => {
    const { user, opener, dialog } = await openBeta();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await user.keyboard('{Escape}');

    act(() => next.click());
    await user.click(opener);

    expect(await screen.findByRole('dialog', { name: 'Beta' })).toBe(dialog);
  });
});

describe('CarouselDialog, opened before the page was live', () => {
  it('adopts the open dialog on hydration: it steps, and closes with its state following', async () => {
    const ui = (
      <Provider>
        <Harness />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const opener = within(container).getByRole('button', { name: 'open Gamma' });
    // The browser's own path: the visitor's tap runs the invoker command with no script.
    opener.focus();
    opener.click();
    const dialog = within(container).getByRole('dialog', { name: 'Gamma' });
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error');

    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: recoverable }),
    );

    // No mismatch, not even a warning: the server never says whether a dialog is open.
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(dialog).toHaveAttribute('open');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(container).getByRole('dialog', { name: 'Alpha' })).toBe(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    expect(within(container).getByRole('dialog', { name: 'Gamma' })).toBe(dialog);

    act(() => root.unmount());
    container.remove();
  });
});
