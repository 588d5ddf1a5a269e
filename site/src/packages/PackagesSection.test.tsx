import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPopoverOpen } from '@app/shared-ui/test/nativeDom';
import { renderRoute } from '../test/renderRoute';
import { publishedDefaults } from '../test/siteContentKit';
import { packagesOf } from './packages';
import { shownPackagePanels } from './packagesTestKit';

// jsdom has no ResizeObserver, which the tooltip's positioning watches the trigger with.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const PACKAGE_SERVICES = packagesOf(publishedDefaults()).services;

async function openPackagesPage() {
  await renderRoute('/packages');
  return screen.getByRole('region', { name: 'Choose Your Package' });
}

describe('packages section', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= NoResizeObserver;
  });

  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
  });

  afterEach(() => jest.useRealTimers());

  it('compares the 7 services against the 3 packages with their starting prices', async () => {
    const section = await openPackagesPage();
    expect(section).toHaveAttribute('id', 'packages');

    const table = within(section).getByRole('table', {
      name: 'Services included in each package, with starting monthly prices',
    });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(4);
    expect(columns[1]).toHaveTextContent('Lift-Off');
    expect(columns[1]).toHaveTextContent('$1,000');
    expect(columns[2]).toHaveTextContent('Accelerator');
    expect(columns[2]).toHaveTextContent('$1,500');
    expect(columns[3]).toHaveTextContent('Auto Pilot');
    expect(columns[3]).toHaveTextContent('$3,000');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      PACKAGE_SERVICES,
    );
    const marks = rows.map((row) =>
      within(row)
        .getAllByRole('img')
        .map((mark) => (mark.getAttribute('aria-label') === 'Included' ? 'x' : '-'))
        .join(''),
    );
    expect(marks).toEqual(['xxx', 'xxx', 'xxx', '-xx', '--x', '--x', '--x']);
    expect(within(table).getAllByRole('img', { name: 'Included' })).toHaveLength(14);
    expect(within(table).getAllByRole('img', { name: 'Not included' })).toHaveLength(7);
  });

  it('offers one radio per package in one group, the checked one showing its services', async () => {
    const user = userEvent.setup();
    const section = await openPackagesPage();
    const group = within(section).getByRole('radiogroup', { name: 'Packages' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Lift-Off',
      'Accelerator',
      'Auto Pilot',
    ]);
    expect(new Set(choices.map((choice) => choice.getAttribute('name'))).size).toBe(1);
    expect(within(group).getByRole('radio', { name: 'Lift-Off' })).toBeChecked();

    // What the browser shows: the panel of the checked radio, the others out of the layout.
    const shownPanels = () =>
      shownPackagePanels(section).map((id) => document.getElementById(id) as HTMLElement);
    const includedIn = () => {
      const [panel, ...others] = shownPanels();
      expect(others).toEqual([]);
      return within(within(panel!).getByRole('list', { name: 'Included Services' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(includedIn()).toEqual(PACKAGE_SERVICES.slice(0, 3));
    expect(shownPanels()[0]).toHaveTextContent('$1,000');

    await user.click(within(group).getByText('Accelerator'));
    expect(within(group).getByRole('radio', { name: 'Accelerator' })).toBeChecked();
    expect(includedIn()).toEqual(PACKAGE_SERVICES.slice(0, 4));

    await user.click(within(group).getByText('Auto Pilot'));
    expect(includedIn()).toEqual(PACKAGE_SERVICES);
    expect(shownPanels()[0]).toHaveTextContent('$3,000');
    expect(within(group).getByRole('radio', { name: 'Auto Pilot' })).toHaveAttribute(
      'aria-controls',
      shownPanels()[0]?.id,
    );
  });

  it('explains the prices in a tooltip after 700 ms', async () => {
    const section = await openPackagesPage();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const table = within(section).getByRole('table');

    const price = within(table).getByRole('button', { name: /\$1,500/ });
    // The note is in the page from the start (the server's HTML), as the price's description.
    expect(price).toHaveAccessibleDescription('Prices vary based on agreed upon services');
    const note = document.getElementById(price.getAttribute('aria-describedby') ?? '');
    expect(note).toHaveAttribute('role', 'tooltip');
    expect(note).toHaveAttribute('popover', 'auto');
    expect(price).toHaveAttribute('popovertarget', note?.id);

    await user.hover(price);
    act(() => jest.advanceTimersByTime(699));
    expect(isPopoverOpen(note!)).toBe(false);
    act(() => jest.advanceTimersByTime(1));

    expect(isPopoverOpen(note!)).toBe(true);
  });

  it('links "Get in Touch" to the home contact section and notes custom packages', async () => {
    const section = await openPackagesPage();

    // SiteLink gives '/#contact' the home-section scroll rules (its own tests cover them).
    expect(within(section).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(
      within(section).getByText('Custom packages and one-off services are also available'),
    ).toBeInTheDocument();
  });
});

describe('packages page', () => {
  it('has one h1 and the page text', async () => {
    window.scrollTo = jest.fn();
    await renderRoute('/packages');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Packages' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Flexible financial solutions tailored to your business stage and growth needs.',
      ),
    ).toBeInTheDocument();
  });
});
