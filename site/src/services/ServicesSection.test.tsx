import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import { publishedDefaults } from '../test/siteContentKit';
import { servicesOf } from './services';

const SERVICES = servicesOf(publishedDefaults());

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
      // The browser opens the card's own dialog: no script is on the path of the first tap.
      expect(controls[index]).toHaveAttribute('command', 'show-modal');
      const dialog = document.getElementById(controls[index]?.getAttribute('commandfor') ?? '');
      expect(dialog).toBeInstanceOf(HTMLDialogElement);
      expect(dialog).not.toHaveAttribute('open');
      expect(dialog).toHaveTextContent(service.content.intro);
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
    const section = await openServicesPage();
    const card = within(section).getByRole('button', {
      name: 'Learn more about Accounting & Financial Operations',
    });
    // The card's own dialog, found by its id: role queries over the whole page are slow here.
    const dialog = document.getElementById(card.getAttribute('commandfor') ?? '');
    await user.click(card);
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleName('Accounting & Financial Operations');

    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Employee Equity & Fundraising');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Payables & Receivables Management');
    expect(dialog).toBeVisible();

    await user.keyboard('{Escape}');

    expect(dialog).not.toBeVisible();
    expect(card).toHaveFocus();
  });

  it('closes on a press on its backdrop', async () => {
    // The backdrop belongs to the dialog element, whose panel its content fills: a press on the
    // element itself is a press outside the panel.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await openServicesPage();
    await user.click(screen.getByRole('button', { name: 'Learn more about Payroll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payroll' });

    await user.click(dialog);

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
