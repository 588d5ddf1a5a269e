import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { routes } from '../app/routes';
import { ar } from '../i18n/messages/ar';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../test/renderRoute';
import { withSiteContent } from '../test/siteContentKit';

// The whole home page renders in jsdom here, every section included: slow on a busy machine.
jest.setTimeout(30_000);

describe('home page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('shows the hero message and its feature tiles', async () => {
    await renderRoute('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Your finance team, simplified.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Offload your finance to experts, so you can focus on building a world-class business.',
      ),
    ).toBeInTheDocument();
    for (const tile of ['Revenue Management', 'Accounting', 'Growth Trends']) {
      expect(screen.getByText(tile)).toBeInTheDocument();
    }
  });

  it.each([
    ['English', undefined, 'Revenue Management'],
    ['Arabic', { locale: 'ar' as const, messages: ar }, 'إدارة الإيرادات'],
  ])('gives each of the six feature tiles its own icon in %s', async (_, language, firstTile) => {
    render(
      <SiteApp
        queryClient={withSiteContent(createQueryClient())}
        site={{ origin: 'https://example.test' }}
        language={language}
      >
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </SiteApp>,
    );
    const tiles = (await screen.findByText(firstTile)).closest('ul');
    if (!tiles) throw new Error('the feature tiles are not a list');
    const items = within(tiles).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const drawings = items.map((item) => {
      const icon = item.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      return icon?.innerHTML;
    });
    expect(new Set(drawings).size).toBe(6);
  });

  it('scrolls smoothly to the contact section from "Get in touch", 120 px above it', async () => {
    await renderRoute('/');
    const contact = document.getElementById('contact');
    if (!contact) throw new Error('the home page has no #contact section');
    contact.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;

    await userEvent.click(screen.getByRole('button', { name: 'Get in touch' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 780, behavior: 'smooth' });
  });

  it('has the services, packages, blog and contact sections in order, with anchors', async () => {
    await renderRoute('/');

    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['services', 'packages', 'blog', 'contact']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose Your Package' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest Insights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('is framed by the navigation bar and the footer', async () => {
    await renderRoute('/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Simplifying Finance. Empowering Growth')).toBeInTheDocument();
    expect(within(footer).getByText('Client Portal')).not.toHaveAttribute('href');
    expect(within(footer).queryByRole('link', { name: 'Client Portal' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Client Access' })).toBeInTheDocument();
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/about',
      '/blog',
      '/#contact',
      '/privacy',
      'https://www.linkedin.com/company/outsourced-finance-services',
      'https://x.com/outsourcedfin',
    ]);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} All rights reserved.`),
    ).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it('show the not-found page inside the site frame', async () => {
    window.scrollTo = jest.fn();
    await renderRoute('/no-such-page');

    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
