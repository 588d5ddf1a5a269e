import { useRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Through the exposed module, as the admin gets it.
import { DialogShell, type DialogShellProps } from './overlay';
import { renderWithKit } from '../test/renderWithKit';

// jsdom lays nothing out: every element measures 0 x 0, which the focus trap reads as hidden, and
// it then moves focus nowhere. Connected elements get a box, as in a browser.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
    this: HTMLElement,
  ) {
    const boxes = this.isConnected ? [new DOMRect(0, 0, 10, 10)] : [];
    return boxes as unknown as DOMRectList;
  });
});
afterAll(() => jest.restoreAllMocks());

type ShellOptions = Partial<Omit<DialogShellProps, 'onClose' | 'initialFocus'>> & {
  focusSecond?: boolean;
};

/** A page with an opener; the shell is mounted while open, the way the admin uses it. */
function Page({ onClose, focusSecond, ...props }: ShellOptions & { onClose: jest.Mock }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <DialogShell
          title="Rename file"
          footer={<button onClick={() => setOpen(false)}>Done</button>}
          {...props}
          initialFocus={focusSecond ? () => second.current : undefined}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button>First</button>
          <button ref={second}>Second</button>
        </DialogShell>
      )}
    </>
  );
}

async function open(options: ShellOptions = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  await renderWithKit(<Page onClose={onClose} {...options} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = await screen.findByRole(options.role ?? 'dialog', { name: 'Rename file' });
  return { user, onClose, opener, dialog };
}

describe('DialogShell', () => {
  it('is a modal dialog named by its title, with its body and footer, focus inside', async () => {
    const { dialog } = await open();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Rename file' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    // Without a close label there is no button in the corner: the footer says how to leave.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First', 'Second', 'Done']);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'First' })).toHaveFocus(),
    );
  });

  it('focuses the element it is given on opening', async () => {
    const { dialog } = await open({ focusSecond: true });

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Second' })).toHaveFocus(),
    );
  });

  it('asks its owner to close on Escape, and focus goes back to the opener', async () => {
    const { user, onClose, opener } = await open();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has a named close button when given a close label', async () => {
    const { user, onClose, dialog } = await open({ closeLabel: 'Close the rename' });

    await user.click(within(dialog).getByRole('button', { name: 'Close the rename' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be an alertdialog', async () => {
    const { dialog } = await open({ role: 'alertdialog' });

    expect(dialog).toHaveAttribute('role', 'alertdialog');
  });

  it('stays open for its owner to decide: a refused close keeps it up', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    await renderWithKit(
      <DialogShell title="Saving" onClose={onClose}>
        <p>Please wait</p>
      </DialogShell>,
    );

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
  });
});
