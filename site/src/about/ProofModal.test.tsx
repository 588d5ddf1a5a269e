import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Provider } from 'shared_ui/Provider';
import { CarouselDialogOpener } from 'shared_ui/CarouselDialog';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import { WithSiteContent } from '../test/WithSiteContent';
import { publishedDefaults } from '../test/siteContentKit';
import { PROOF_MODAL_ID, ProofModal } from './ProofModal';

/** The page never opens the viewer, so the test opens it the way a future opener would. */
async function renderOpened(content?: PublishedSiteContent) {
  render(
    <Provider>
      <WithSiteContent content={content}>
        <CarouselDialogOpener carousel={PROOF_MODAL_ID} index={0}>
          open the first project
        </CarouselDialogOpener>
        <ProofModal />
      </WithSiteContent>
    </Provider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await userEvent.click(screen.getByRole('button', { name: 'open the first project' }));
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

  it("shows a published case study's image with its alt text and its variants", async () => {
    const content = publishedDefaults('en');
    const src = '/api/media/0123456789abcdef0123456789abcdef-1600x1200.jpg';
    content.caseStudies.items[0]!.image = { src, alt: 'Month-end close dashboard' };
    const dialog = await renderOpened(content);

    const image = within(dialog).getByRole('img', { name: 'Month-end close dashboard' });
    expect(image.getAttribute('srcset')).toContain(`${src} 1600w`);
    expect(image.getAttribute('srcset')).toContain(
      '/api/media/0123456789abcdef0123456789abcdef-1600x1200.w480.webp 480w',
    );
    expect(within(dialog).queryByText('Click to upload image')).not.toBeInTheDocument();
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

    // The rules of the dialog's own class: its base block, then its block for md screens up.
    const own = rules.split('\n').filter((rule) => rule.includes(`.${contentClass} {`));
    expect(own.find((rule) => rule.startsWith(`.${contentClass} {`))).toContain(
      'max-height: 95vh;',
    );
    expect(own.find((rule) => rule.startsWith('@media screen and (min-width: 48rem)'))).toContain(
      'max-height: 90vh;',
    );
  });

  it('closes on its close button, back to no selection: it reopens on its own project', async () => {
    const user = userEvent.setup();
    const dialog = await renderOpened();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open the first project' }));

    expect(await screen.findByRole('dialog', { name: 'Project Placeholder 1' })).toBe(dialog);
  });

  it('closes on a press outside', async () => {
    const dialog = await renderOpened();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    await user.click(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
