import { screen, within } from '@testing-library/react';
import { renderRoute } from '../test/renderRoute';
import { publishedDefaults } from '../test/siteContentKit';

const { about, caseStudies } = publishedDefaults();

describe('about page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('scrolls to the top when it loads', async () => {
    await renderRoute('/about');

    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has one h1, the goal and mission, and the three approach cards', async () => {
    await renderRoute('/about');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(about.goal)).toBeInTheDocument();
    expect(screen.getByText(about.mission)).toBeInTheDocument();
    const approach = screen.getByRole('region', { name: 'Our Approach' });
    expect(
      within(approach)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Fast & Efficient', 'Expert Team', 'Scalable Solutions']);
  });

  it('sends "Contact Us" to the home contact section', async () => {
    await renderRoute('/about');
    const main = screen.getByRole('main');

    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('holds the proof-of-work viewer closed, and nothing on the page opens it', async () => {
    await renderRoute('/about');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelectorAll('dialog[id^="proof-modal-"]')).toHaveLength(
      caseStudies.items.length,
    );
    expect(document.querySelector('[command="show-modal"][commandfor^="proof-modal-"]')).toBeNull();
  });
});
