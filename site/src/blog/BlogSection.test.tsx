import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { PostSummary } from '@app/contract';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { renderRoute } from '../test/renderRoute';
import { postsQuery } from './postQueries';
import { BlogSection } from './BlogSection';
import { withSiteContent } from '../test/siteContentKit';

function summary(id: number, title: string, extra: Partial<PostSummary> = {}): PostSummary {
  return {
    id,
    slug: `post-${id}`,
    language: 'en',
    translationSlug: null,
    title,
    description: `Description of ${title}`,
    tags: '',
    imagePath: null,
    createdAt: `2026-03-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    updatedAt: `2026-03-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    publishedAt: null,
    ...extra,
  };
}

const POSTS: PostSummary[] = [
  summary(1, 'Payroll in Saudi Arabia', { tags: 'Payroll, KSA' }),
  summary(4, 'VAT registration basics', { tags: 'Tax, UAE', imagePath: '/api/media/vat.png' }),
  summary(2, 'Cash flow forecasting', { description: 'Why VAT returns shape your runway' }),
  summary(5, 'Preparing for fundraising', { tags: 'Equity, vat', imagePath: '/api/media/f.png' }),
  summary(3, 'Choosing accounting software', { tags: 'Tools' }),
];

function clientWith(posts: PostSummary[]): QueryClient {
  const client = withSiteContent(createQueryClient());
  client.setQueryData(postsQuery('en').queryKey, posts);
  return client;
}

function clientAnswering(queryFn: () => Promise<unknown>): QueryClient {
  const client = withSiteContent(createQueryClient());
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, queryFn } });
  return client;
}

function cardTitles(level: 2 | 3) {
  return within(screen.getByRole('list', { name: '' }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
}

async function renderHomeSection(client: QueryClient) {
  render(
    <SiteApp queryClient={client} site={{ origin: 'https://example.test' }}>
      <MemoryRouter>
        <BlogSection variant="home" />
      </MemoryRouter>
    </SiteApp>,
  );
  await screen.findByRole('heading', { name: 'Latest Insights' });
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('the /blog page', () => {
  it('lists every post newest first under the one h1, each card opening its post', async () => {
    await renderRoute('/blog', clientWith(POSTS));

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Latest Insights',
    ]);
    expect(cardTitles(2)).toEqual([
      'Preparing for fundraising',
      'VAT registration basics',
      'Choosing accounting software',
      'Cash flow forecasting',
      'Payroll in Saudi Arabia',
    ]);
    const card = screen.getByRole('link', { name: /VAT registration basics/ });
    expect(card).toHaveAttribute('href', '/blog/post-4');
    expect(within(card).getByText('Description of VAT registration basics')).toBeInTheDocument();
    expect(within(card).getByText('Tax')).toBeInTheDocument();
    expect(within(card).getByText('UAE')).toBeInTheDocument();
    expect(within(card).getByText('3/4/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Posts' })).not.toBeInTheDocument();
  });

  it('searches title, description and tags without regard to case, with the count', async () => {
    await renderRoute('/blog', clientWith(POSTS));
    const search = screen.getByPlaceholderText('Search posts by title, description or tags');

    await userEvent.type(search, 'VaT');

    expect(screen.getByText('Found 3 post(s) matching "VaT"')).toBeInTheDocument();
    expect(cardTitles(2)).toEqual([
      'Preparing for fundraising',
      'VAT registration basics',
      'Cash flow forecasting',
    ]);

    await userEvent.clear(search);
    await userEvent.type(search, 'ksa');
    expect(screen.getByText('Found 1 post(s) matching "ksa"')).toBeInTheDocument();
    expect(cardTitles(2)).toEqual(['Payroll in Saudi Arabia']);
  });

  it('says so when nothing matches, and the clear button brings every post back', async () => {
    await renderRoute('/blog', clientWith(POSTS));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'crypto');

    expect(screen.getByText('Found 0 post(s) matching "crypto"')).toBeInTheDocument();
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or check back later for new content.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
    expect(cardTitles(2)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no posts at all', async () => {
    await renderRoute('/blog', clientWith([]));
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
  });

  it('shows the loading state while the posts are on their way', async () => {
    await renderRoute(
      '/blog',
      clientAnswering(() => new Promise(() => {})),
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading our latest articles...');
    expect(status.querySelector('.chakra-spinner')).not.toBeNull();
  });

  it('shows the error state when the posts cannot be read', async () => {
    await renderRoute(
      '/blog',
      clientAnswering(() => Promise.reject(new Error('500: Boom'))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });

  it('gives the frame of an image that fails to load to the drawn cover', async () => {
    await renderRoute('/blog', clientWith(POSTS));
    const failing = screen.getByRole('link', { name: /VAT registration basics/ });
    const working = screen.getByRole('link', { name: /Preparing for fundraising/ });
    const image = within(failing).getByTestId('post-card-image').querySelector('img');
    expect(image).toHaveAttribute('src', '/api/media/vat.png');

    fireEvent.error(image as HTMLImageElement);

    expect(within(failing).queryByTestId('post-card-image')).not.toBeInTheDocument();
    expect(within(failing).getByTestId('post-card-cover')).toBeInTheDocument();
    expect(within(failing).getByText('VAT registration basics')).toBeInTheDocument();
    expect(within(working).getByTestId('post-card-image')).toBeInTheDocument();
    expect(within(working).queryByTestId('post-card-cover')).not.toBeInTheDocument();
  });

  it('draws a cover from the tags of a post without an image, in the same 16:9 frame', async () => {
    await renderRoute('/blog', clientWith(POSTS));
    const imageless = POSTS.find((post) => post.imagePath === null);
    if (!imageless) throw new Error('the fixture needs a post without an image');
    const card = screen.getByRole('link', { name: new RegExp(imageless.title) });
    const cover = within(card).getByTestId('post-card-cover');
    expect(cover.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const firstTag = imageless.tags.split(',')[0]?.trim().toUpperCase();
    if (firstTag) expect(cover).toHaveTextContent(firstTag);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the home blog section', () => {
  it('shows the 3 newest posts and "View All Posts" when there are more', async () => {
    await renderHomeSection(clientWith(POSTS));

    expect(screen.getByRole('heading', { level: 2, name: 'Latest Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.getElementById('blog')).toContainElement(
      screen.getByRole('heading', { name: 'Latest Insights' }),
    );
    expect(cardTitles(3)).toEqual([
      'Preparing for fundraising',
      'VAT registration basics',
      'Choosing accounting software',
    ]);
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('has no "View All Posts" with 3 posts or fewer', async () => {
    await renderHomeSection(clientWith(POSTS.slice(0, 3)));
    expect(cardTitles(3)).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'View All Posts' })).not.toBeInTheDocument();
  });
});
