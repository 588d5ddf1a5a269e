import { useReducer } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'shared_ui/Provider';
import { modalSelectionReducer } from '../services/modalSelection';
import { PROOF_ITEMS } from './proofItems';
import ProofModal from './ProofModal';

const reducer = modalSelectionReducer(PROOF_ITEMS.length);

/** The page never opens the viewer, so the test opens it the way a future caller would. */
function OpenedViewer() {
  const [selected, dispatch] = useReducer(reducer, 0);
  return (
    <>
      <output aria-label="selection">{String(selected)}</output>
      <ProofModal selected={selected} dispatch={dispatch} />
    </>
  );
}

async function renderOpened() {
  render(
    <Provider>
      <OpenedViewer />
    </Provider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return screen.findByRole('dialog', { name: 'Project Placeholder 1' });
}

describe('proof-of-work modal', () => {
  it('shows a placeholder project with its industry, impact and an upload area', async () => {
    const dialog = await renderOpened();

    expect(within(dialog).getByText('Industry TBD')).toBeInTheDocument();
    expect(within(dialog).getByText('Impact TBD')).toBeInTheDocument();
    expect(within(dialog).getByText('Click to upload image')).toBeInTheDocument();
    expect(within(dialog).getByText('Recommended size: 300×280px')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('only logs a chosen image to the console', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const dialog = await renderOpened();
    const input = within(dialog).getByLabelText(/Click to upload image/);

    await userEvent.upload(input, new File(['x'], 'chart.png', { type: 'image/png' }));

    expect(log).toHaveBeenCalledWith(
      'Image chosen for Project Placeholder 1 (not uploaded):',
      'chart.png',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('wraps Previous and Next around the three projects and marks the current dot', async () => {
    const user = userEvent.setup();
    const dialog = await renderOpened();

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Project Placeholder 3' })).toBe(dialog);
    expect(
      within(dialog).getByRole('button', { name: 'Show Project Placeholder 3' }),
    ).toHaveAttribute('aria-current', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Project Placeholder 1' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Show Project Placeholder 2' }));
    expect(screen.getByRole('dialog', { name: 'Project Placeholder 2' })).toBe(dialog);
  });

  it('caps its height at 95vh on small screens and 90vh on larger ones', async () => {
    const dialog = await renderOpened();
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join('\n');
    const contentClass = Array.from(dialog.classList).find((name) => /^css-/.test(name));

    expect(rules).toContain(`.${contentClass} {max-height: 95vh;}`);
    expect(rules).toContain(
      `@media screen and (min-width: 48rem) {.${contentClass} {max-height: 90vh;}}`,
    );
  });

  it('closes, back to no selection, on its close button', async () => {
    const user = userEvent.setup();
    const dialog = await renderOpened();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.getByRole('status', { name: 'selection' })).toHaveTextContent('null');
  });

  it('closes on a press outside', async () => {
    const dialog = await renderOpened();

    fireEvent.pointerDown(dialog.parentElement as HTMLElement);

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'selection' })).toHaveTextContent('null'),
    );
  });
});
