import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavBar, type KitLinkProps } from './NavBar';
import { renderWithKit } from './test-utils';

const expectedLinks = [
  ['About Us', '/about'],
  ['Services', '/#services'],
  ['Packages', '/#packages'],
  ['Blog', '/blog'],
  ['Contact Us', '/#contact'],
] as const;

describe('NavBar', () => {
  it('links the logo home and lists the spec 2.2 links in order', async () => {
    await renderWithKit(<NavBar />);

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expectedLinks,
    );
  });

  it('opens the side drawer with the same links from the menu button', async () => {
    const user = userEvent.setup();
    await renderWithKit(<NavBar />);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expectedLinks.map(([label]) => label));
  });

  it('closes the drawer when one of its links is followed, and gives focus back', async () => {
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
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Blog' }));

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton).toHaveFocus());
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
