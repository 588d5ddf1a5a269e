import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostSummary } from '@app/contract';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { ArticlePage } from '../article/ArticlePage';
import { HERO_IMAGE_SIZES } from '../article/ArticleView';
import { BlogSection } from './BlogSection';
import { CARD_IMAGE_SIZES } from './PostCard';
import { postQuery, postsQuery } from './postQueries';
import { withSiteContent } from '../test/siteContentKit';

const ID = 'ab'.repeat(16);
const STORED = `/api/media/${ID}-1200x630.png`;
const variant = (width: number) => `/api/media/${ID}-1200x630.w${width}.webp`;
const SRCSET = `${variant(480)} 480w, ${variant(960)} 960w, ${STORED} 1200w`;

function makePost(id: number, imagePath: string | null, tags = 'VAT'): Post {
  return {
    id,
    slug: `post-${id}`,
    language: 'en',
    translationSlug: null,
    title: `Post ${id}`,
    description: `About post ${id}`,
    tags,
    imagePath,
    createdAt: `2026-03-0${id}T09:00:00.000Z`,
    updatedAt: `2026-03-0${id}T09:00:00.000Z`,
    publishedAt: null,
    content: `Text\n\n![Chart ${id}](${STORED})`,
  };
}

const summaryOf = ({ content: _content, ...summary }: Post): PostSummary => summary;
const ARTICLE = makePost(1, STORED);
const RELATED = makePost(2, STORED);
const OLD = makePost(3, `/api/media/${'cd'.repeat(16)}.jpg`);

function client(): QueryClient {
  const queryClient = withSiteContent(createQueryClient());
  queryClient.setQueryData(postsQuery('en').queryKey, [ARTICLE, RELATED, OLD].map(summaryOf));
  queryClient.setQueryData(postQuery(ARTICLE.slug).queryKey, ARTICLE);
  return queryClient;
}

function App({ path, queryClient }: { path: string; queryClient: QueryClient }) {
  return (
    <SiteApp queryClient={queryClient} site={{ origin: 'https://finance.example' }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<BlogSection variant="home" />} />
          <Route path="/blog/:slug" element={<ArticlePage />} />
        </Routes>
      </MemoryRouter>
    </SiteApp>
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('responsive images on the site', () => {
  it('a blog card: WebP srcset, the grid sizes, the intrinsic size, lazy', async () => {
    render(<App path="/" queryClient={client()} />);
    const card = await screen.findByRole('link', { name: /Post 2/ });
    const image = within(card).getByTestId('post-card-image').querySelector('img')!;
    expect(image).toHaveAttribute('src', variant(960));
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('a card of an image stored before sizes were recorded: as it was, without srcset', async () => {
    render(<App path="/" queryClient={client()} />);
    const card = await screen.findByRole('link', { name: /Post 3/ });
    const image = within(card).getByTestId('post-card-image').querySelector('img')!;
    expect(image).toHaveAttribute('src', OLD.imagePath);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '640');
  });

  it('the article: an eager, high-priority hero; lazy content images and related cards', async () => {
    render(<App path={`/blog/${ARTICLE.slug}`} queryClient={client()} />);
    const hero = await screen.findByRole('img', { name: ARTICLE.title });
    expect(hero).toHaveAttribute('srcset', SRCSET);
    expect(hero).toHaveAttribute('sizes', HERO_IMAGE_SIZES);
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '630');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');

    const inline = await screen.findByRole('img', { name: 'Chart 1' });
    expect(inline).toHaveAttribute('srcset', SRCSET);
    expect(inline).toHaveAttribute('width', '1200');
    expect(inline).toHaveAttribute('loading', 'lazy');

    const related = within(screen.getByRole('region', { name: 'You Might Also Like' }));
    const card = related.getByRole('link', { name: /Post 2/ }).querySelector('img')!;
    expect(card).toHaveAttribute('srcset', SRCSET);
    expect(card).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });
});
