import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NavBar, type KitLinkProps } from './NavBar';
import { Provider } from './Provider';
import { renderWithKit } from '../test/renderWithKit';
import { cssRulesOf } from '../test/cssRulesOf';
import { isPopoverOpen } from '../test/nativeDom';

const expectedLinks = [
  ['About Us', '/about'],
  ['Services', '/#services'],
  ['Packages', '/#packages'],
  ['Blog', '/blog'],
  ['Contact Us', '/#contact'],
] as const;

describe('NavBar', () => {
  it('links the logo home and lists the navigation links in order', async () => {
    await renderWithKit(<NavBar />);

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expectedLinks,
    );
  });

  it('links the logo to the host’s home and shows its language switch in the bar and the drawer', () => {
    const html = renderToString(
      <Provider>
        <NavBar
          homeHref="/ar"
          languageSwitch={
            <a href="/about" hrefLang="en" lang="en">
              English
            </a>
          }
        />
      </Provider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');

    expect(page.querySelector('a[aria-label="Home"]')?.getAttribute('href')).toBe('/ar');
    for (const nav of ['Main', 'Mobile']) {
      const last = [...page.querySelectorAll(`nav[aria-label="${nav}"] a`)].at(-1);
      expect([last?.textContent, last?.getAttribute('href'), last?.getAttribute('lang')]).toEqual([
        'English',
        '/about',
        'en',
      ]);
    }
  });

  it('renders the drawer closed in the server HTML, opened and closed by native commands', () => {
    const html = renderToString(
      <Provider>
        <NavBar />
      </Provider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');

    const dialog = page.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog?.hasAttribute('open')).toBe(false);
    // A popover: Escape and a press outside close it, and the page behind is not made inert.
    expect(dialog?.getAttribute('popover')).toBe('auto');
    expect(page.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Menu',
    );
    expect(
      [...(dialog?.querySelectorAll('nav[aria-label="Mobile"] a') ?? [])].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual(expectedLinks);

    const open = page.querySelector('button[aria-label="Open menu"]');
    expect(open?.getAttribute('commandfor')).toBe(dialog?.id);
    expect(open?.getAttribute('command')).toBe('show-popover');
    expect(open?.getAttribute('type')).toBe('button');
    const close = dialog?.querySelector('button[aria-label="Close menu"]');
    expect(close?.getAttribute('commandfor')).toBe(dialog?.id);
    expect(close?.getAttribute('command')).toBe('hide-popover');
  });

  it('opens the side drawer with the same links from the menu button', async () => {
    const user = userEvent.setup();
    await renderWithKit(<NavBar />);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    // jsdom has no popovers (test/nativeDom.ts): it reads the drawer as hidden either way.
    const drawer = screen.getByRole('dialog', { hidden: true });
    expect(isPopoverOpen(drawer)).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile', hidden: true }))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(expectedLinks.map(([label]) => label));

    await user.click(within(drawer).getByRole('button', { name: 'Close menu', hidden: true }));
    expect(isPopoverOpen(drawer)).toBe(false);
  });

  it('closes the drawer when one of its links is followed', async () => {
    const user = userEvent.setup();
    function QuietLink({ href, onClick, ...rest }: KitLinkProps) {
      return (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
          }}
        />
      );
    }
    await renderWithKit(<NavBar linkAs={QuietLink} />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { hidden: true });
    const closed = jest.fn();
    drawer.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'closed') closed();
    });
    await user.click(within(drawer).getByRole('link', { name: 'Blog', hidden: true }));

    expect(closed).toHaveBeenCalledTimes(1);
    expect(isPopoverOpen(drawer)).toBe(false);
  });

  it('leaves a drawer the browser already opened open when the button is pressed again', async () => {
    const user = userEvent.setup();
    await renderWithKit(<NavBar />);
    const drawer = document.querySelector('dialog') as HTMLDialogElement;
    // Opened natively before the page was live.
    drawer.showPopover();
    const toggled = jest.fn();
    drawer.addEventListener('toggle', toggled);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(toggled).not.toHaveBeenCalled();
    expect(isPopoverOpen(drawer)).toBe(true);
  });

  it('sits at the inline end and slides 2rem in from that side, in either direction', async () => {
    await renderWithKit(<NavBar />);
    const drawer = document.querySelector('dialog') as HTMLDialogElement;

    const rules = cssRulesOf(drawer).join('\n');
    expect(rules).toMatch(/inset-inline-end: 0/);
    expect(rules).not.toMatch(/(^|[\s;{])(left|right):/);
    // Open, it starts 2rem off its place, towards the edge it sits on, so it shows at once.
    const openRule = /:popover-open[^{]*\{[^}]*animation-name: slide-from-right/;
    expect(rules).toMatch(openRule);
    expect(rules).toMatch(/--slide-from-right-distance: 2rem/);
    expect(rules).toMatch(/--slide-from-left-distance: 2rem/);
    expect(rules).toMatch(
      /:popover-open[^{]*:dir\(rtl\)[^{]*\{[^}]*animation-name: slide-from-left/,
    );
  });

  it('renders every link through the injected link component', async () => {
    function TaggedLink({ href, ...rest }: KitLinkProps) {
      return <a href={href} data-router="yes" {...rest} />;
    }
    await renderWithKit(<NavBar linkAs={TaggedLink} />);

    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const link of within(main).getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router', 'yes');
    }
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });
});
