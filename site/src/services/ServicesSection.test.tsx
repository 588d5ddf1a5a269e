import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import { SERVICES } from './services';

async function openServicesPage() {
  await renderRoute('/services');
  return screen.getByRole('region', { name: 'Our Services' });
}

describe('services section', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('shows six cards, each with its title, description and a "Learn more" control named after it', async () => {
    const section = await openServicesPage();

    const controls = within(section).getAllByRole('button');
    expect(controls).toHaveLength(SERVICES.length);
    SERVICES.forEach((service, index) => {
      // The visible words begin the name (WCAG 2.5.3, label in name).
      expect(controls[index]).toHaveAccessibleName(`Learn more about ${service.title}`);
      expect(controls[index]).toHaveTextContent(/^Learn more/);
      expect(within(section).getByText(service.description)).toBeInTheDocument();
    });
    expect(section).toHaveAttribute('id', 'services');
  });

  it('opens the clicked service with its intro, software and deliverables', async () => {
    const user = userEvent.setup();
    await openServicesPage();

    await user.click(screen.getByRole('button', { name: 'Learn more about Payroll' }));

    const dialog = await screen.findByRole('dialog', { name: 'Payroll' });
    expect(within(dialog).getByText(SERVICES[2]?.content.intro ?? 'missing')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Software Used' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Deliverables' })).toBeInTheDocument();
    expect(within(dialog).getByText('Bi-weekly or monthly payroll runs')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show Payroll' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('wraps Next from the last service to the first and Previous back to the last', async () => {
    const user = userEvent.setup();
    await openServicesPage();
    await user.click(
      screen.getByRole('button', { name: 'Learn more about Employee Equity & Fundraising' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Employee Equity & Fundraising' });

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Accounting & Financial Operations' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Employee Equity & Fundraising' })).toBe(dialog);
  });

  it('moves with the arrow keys, closes on Escape and gives focus back to the card', async () => {
    const user = userEvent.setup();
    await openServicesPage();
    const card = screen.getByRole('button', {
      name: 'Learn more about Accounting & Financial Operations',
    });
    await user.click(card);
    await screen.findByRole('dialog', { name: 'Accounting & Financial Operations' });

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Employee Equity & Fundraising' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Payables & Receivables Management' })).toBeVisible();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('keeps focus inside the open modal', async () => {
    const user = userEvent.setup();
    await openServicesPage();
    await user.click(screen.getByRole('button', { name: 'Learn more about Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll' });

    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a press outside it', async () => {
    // The modal makes the page inert (pointer-events: none); the browser then hands the press
    // to the document, which is what the dialog listens on.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await openServicesPage();
    await user.click(screen.getByRole('button', { name: 'Learn more about Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll' });
    // The positioner spans the viewport around the panel: pressing it is pressing outside.
    const outside = dialog.parentElement as HTMLElement;

    await user.click(outside);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup();
    await openServicesPage();
    await user.click(screen.getByRole('button', { name: 'Learn more about Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('services page', () => {
  it('has one h1 and the page text before the section', async () => {
    window.scrollTo = jest.fn();
    await renderRoute('/services');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Comprehensive financial solutions designed to scale with your business growth.',
      ),
    ).toBeInTheDocument();
  });
});
