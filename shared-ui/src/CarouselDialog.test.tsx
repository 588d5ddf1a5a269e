import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarouselDialog } from './CarouselDialog';
import { renderWithKit } from './test-utils';

const ITEMS = ['Alpha', 'Beta', 'Gamma'];

/** A host that wraps around, as the site's reducers do. */
function Harness() {
  const [index, setIndex] = useState<number | null>(null);
  const step = (by: number) =>
    setIndex((current) => ((current ?? 0) + by + ITEMS.length) % ITEMS.length);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        open Beta
      </button>
      <CarouselDialog
        open={index !== null}
        index={index ?? 0}
        count={ITEMS.length}
        itemLabel={(dot) => `Show ${ITEMS[dot]}`}
        dotsLabel="Choose an item"
        onClose={() => setIndex(null)}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        onSelect={setIndex}
        title={ITEMS[index ?? 0]}
      >
        <p>Body of {ITEMS[index ?? 0]}</p>
      </CarouselDialog>
    </>
  );
}

describe('CarouselDialog', () => {
  it('shows the item, its dots, and moves with the buttons and the dots', async () => {
    const user = userEvent.setup();
    await renderWithKit(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'open Beta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Beta' });
    expect(within(dialog).getByText('Body of Beta')).toBeInTheDocument();
    const dots = within(dialog).getByRole('list', { name: 'Choose an item' });
    expect(
      within(dots)
        .getAllByRole('button')
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Show Alpha', 'Show Beta', 'Show Gamma']);
    expect(within(dots).getByRole('button', { name: 'Show Beta' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show Alpha' }));
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await renderWithKit(<Harness />);
    const opener = screen.getByRole('button', { name: 'open Beta' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Beta' });

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Gamma' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Alpha' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    await renderWithKit(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open Beta' }));

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
