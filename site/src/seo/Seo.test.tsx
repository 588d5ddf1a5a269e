import { render, waitFor } from '@testing-library/react';
import { BLOG_FEED } from '@app/contract/publicPages';
import { SiteContextProvider } from '../app/siteContext';
import { Seo } from './Seo';

describe('Seo', () => {
  it('links the blog RSS feed on the public origin', async () => {
    render(
      <SiteContextProvider value={{ origin: 'https://finance.example' }}>
        <Seo title="About" description="Who we are" path="/about" />
      </SiteContextProvider>,
    );

    await waitFor(() =>
      expect(document.head.querySelector('link[rel="alternate"]')).not.toBeNull(),
    );
    const feed = document.head.querySelector('link[rel="alternate"]')!;
    expect(feed.getAttribute('type')).toBe('application/rss+xml');
    expect(feed.getAttribute('href')).toBe('https://finance.example/rss.xml');
    expect(feed.getAttribute('title')).toBe(BLOG_FEED.title);
  });
});
