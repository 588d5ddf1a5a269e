import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostSummary } from '@app/contract';
import { HttpError } from '@app/contract/client';
import { isPopoverOpen } from '@app/shared-ui/test/nativeDom';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { postQuery, postsQuery } from '../blog/postQueries';
import { LINK_COPIED } from './shareArticle';
import { ArticlePage } from './ArticlePage';
import { withSiteContent } from '../test/siteContentKit';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function makePost(slug: string, extra: Partial<Post> = {}): Post {
  return {
    id: slug.length,
    slug,
    title: `Title of ${slug}`,
    language: 'en',
    translationSlug: null,
    description: `Description of ${slug}`,
    tags: '',
    imagePath: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    publishedAt: null,
    content: 'Body text.',
    ...extra,
  };
}

const ARTICLE = makePost('vat-guide', {
  title: 'A guide to VAT in the UAE',
  description: 'What every founder should know',
  tags: 'VAT, UAE',
  imagePath: '/api/media/hero.png',
  updatedAt: '2026-04-10T08:00:00.000Z',
  content: `## Registration\n\nSome **important** text. ${words(250)}\n\n[Read the law](https://tax.example/law)`,
});

function summaryOf({ content: _content, ...summary }: Post): PostSummary {
  return summary;
}

const OTHERS = [
  makePost('payroll', { tags: 'Payroll', createdAt: '2026-05-01T00:00:00Z' }),
  makePost('vat-returns', { tags: 'vat', createdAt: '2026-02-01T00:00:00Z' }),
  makePost('uae-setup', { tags: 'Company, uae', createdAt: '2026-03-01T00:00:00Z' }),
  makePost('equity', { tags: 'Equity', createdAt: '2026-06-01T00:00:00Z' }),
];

function clientWith(post: Post | undefined, list: Post[] = [ARTICLE, ...OTHERS]): QueryClient {
  const client = withSiteContent(createQueryClient());
  client.setDefaultOptions({
    queries: {
      ...client.getDefaultOptions().queries,
      queryFn: () => Promise.reject(new HttpError(404, 'Not Found', '{"message":"Not found"}')),
    },
  });
  if (post) client.setQueryData(postQuery(post.slug).queryKey, post);
  client.setQueryData(postsQuery('en').queryKey, list.map(summaryOf));
  return client;
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// A declarative router around the page alone: the site layout's scroll restoration needs a data
// router, and navigating a data router needs the fetch Request class that jsdom lacks.
function renderAt(path: string, client: QueryClient, recordStatus?: (status: number) => void) {
  render(
    <SiteApp queryClient={client} site={{ origin: 'https://finance.example', recordStatus }}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentPath />
        <Routes>
          <Route path="/blog/:slug" element={<ArticlePage />} />
        </Routes>
      </MemoryRouter>
    </SiteApp>,
  );
}

async function renderArticle(path: string, client: QueryClient) {
  const recordStatus = jest.fn();
  renderAt(path, client, recordStatus);
  await screen.findByRole('heading', { level: 1 });
  return { recordStatus };
}

function headMeta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

function jsonLd(type: string): Record<string, unknown> | undefined {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('the article page', () => {
  it("lays a post in the other language out in that language's direction", async () => {
    const arabic = makePost('vat-ar', {
      language: 'ar',
      title: 'دليل ضريبة القيمة المضافة',
      description: 'ما يحتاج كل مؤسس إلى معرفته',
      content: 'نص المقال.',
    });
    await renderArticle('/blog/vat-ar', clientWith(arabic, [arabic, ...OTHERS]));

    for (const text of ['دليل ضريبة القيمة المضافة', 'ما يحتاج كل مؤسس إلى معرفته']) {
      for (const element of screen.getAllByText(text)) {
        expect(element).toHaveAttribute('dir', 'rtl');
        expect(element).toHaveAttribute('lang', 'ar');
      }
    }
    expect((await screen.findByText('نص المقال.')).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // The English page's own words and the English posts around it add nothing.
    expect(screen.getByRole('link', { name: 'Home' }).closest('[dir]')).toBeNull();
    const related = screen.getAllByRole('heading', { name: /^Title of / });
    expect(related.length).toBeGreaterThan(0);
    related.forEach((heading) => expect(heading).not.toHaveAttribute('dir'));
  });

  it('shows the title, description, breadcrumb, hero image and body', async () => {
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'A guide to VAT in the UAE',
    ]);
    expect(screen.getByText('What every founder should know')).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText('A guide to VAT in the UAE')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const hero = screen.getByRole('img', { name: 'A guide to VAT in the UAE' });
    expect(hero).toHaveAttribute('src', '/api/media/hero.png');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '630');

    expect(await screen.findByRole('heading', { level: 2, name: 'Registration' })).toBeVisible();
    expect(screen.getByText('important').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Read the law' })).toHaveAttribute(
      'href',
      'https://tax.example/law',
    );
  });

  it('has a side panel with the dates, reading time, share button and tags', async () => {
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const panel = within(screen.getByRole('complementary', { name: 'About this article' }));

    expect(panel.getByText('Published').nextSibling).toHaveTextContent('March 5, 2026');
    expect(panel.getByText('Updated').nextSibling).toHaveTextContent('April 10, 2026');
    // 255 words: "Registration", "Some", "important", "text.", 250 words, "Read", "the", "law".
    expect(panel.getByText('Reading Time').nextSibling).toHaveTextContent('2 min read');
    expect(panel.getByRole('button', { name: 'Share Article' })).toBeInTheDocument();
    const tags = panel.getByRole('heading', { name: 'Tags' }).nextElementSibling as HTMLElement;
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VAT', 'UAE']);
  });

  it('leaves out the Updated date when the post was never changed, and copes with bad dates', async () => {
    const post = makePost('plain', { createdAt: 'not a date', updatedAt: 'not a date' });
    await renderArticle('/blog/plain', clientWith(post, [post]));
    const panel = within(screen.getByRole('complementary', { name: 'About this article' }));

    expect(panel.getByText('Published').nextSibling).toHaveTextContent('Unknown date');
    expect(panel.queryByText('Updated')).not.toBeInTheDocument();
    expect(panel.getByText('Reading Time').nextSibling).toHaveTextContent('1 min read');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('suggests posts sharing a tag, newest first, linking to them', async () => {
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const related = within(
      screen.getByRole('region', { name: 'You Might Also Like' }),
    ).getAllByRole('link');

    expect(related.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/uae-setup',
      '/blog/vat-returns',
    ]);
  });

  it('suggests the newest other posts when none shares a tag', async () => {
    const post = makePost('lonely', { tags: 'Nothing' });
    await renderArticle('/blog/lonely', clientWith(post, [post, ARTICLE, ...OTHERS]));
    const related = within(
      screen.getByRole('region', { name: 'You Might Also Like' }),
    ).getAllByRole('link');

    expect(related.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/equity',
      '/blog/payroll',
      '/blog/vat-guide',
    ]);
  });

  it('links back to the blog, and scrolls to the top when another post opens', async () => {
    const client = clientWith(ARTICLE);
    client.setQueryData(postQuery('uae-setup').queryKey, OTHERS[2]);
    await renderArticle('/blog/vat-guide', client);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    jest.mocked(window.scrollTo).mockClear();

    await userEvent.click(screen.getByRole('link', { name: /Title of uae-setup/ }));

    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/blog/uae-setup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title of uae-setup' }),
    ).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('sets the head: og:type article, the featured image, Article and BreadcrumbList', async () => {
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));

    await waitFor(() => expect(headMeta('meta[property="og:type"]')).toBe('article'));
    expect(document.title).toContain('A guide to VAT in the UAE');
    expect(headMeta('meta[property="og:image"]')).toBe(
      'https://finance.example/api/media/hero.png',
    );
    expect(jsonLd('Article')).toMatchObject({
      headline: 'A guide to VAT in the UAE',
      image: ['https://finance.example/api/media/hero.png'],
      datePublished: ARTICLE.createdAt,
      dateModified: ARTICLE.updatedAt,
      mainEntityOfPage: { '@id': 'https://finance.example/blog/vat-guide' },
    });
    expect(jsonLd('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://finance.example/' },
        { position: 2, name: 'Blog', item: 'https://finance.example/blog' },
        {
          position: 3,
          name: 'A guide to VAT in the UAE',
          item: 'https://finance.example/blog/vat-guide',
        },
      ],
    });
    expect(headMeta('meta[name="robots"]')).toBeUndefined();
  });

  it.each([
    [{ content: 'Text <img src="/api/media/inline.png" alt="x">' }, '/api/media/inline.png'],
    [{ content: 'No pictures' }, '/logo-share.png'],
  ])(
    'falls back to the content image, then the logo, for the share image',
    async (extra, image) => {
      const post = makePost('no-hero', extra);
      await renderArticle('/blog/no-hero', clientWith(post, [post]));
      await waitFor(() =>
        expect(headMeta('meta[property="og:image"]')).toBe(`https://finance.example${image}`),
      );
    },
  );
});

describe('sharing an article', () => {
  const originalShare = Object.getOwnPropertyDescriptor(navigator, 'share');
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const CANONICAL = 'https://finance.example/blog/vat-guide';

  afterEach(() => {
    for (const [name, descriptor] of [
      ['share', originalShare],
      ['clipboard', originalClipboard],
    ] as const) {
      if (descriptor) Object.defineProperty(navigator, name, descriptor);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  });

  /** The share options a share button opens natively (its popovertarget). */
  function optionsOf(button: HTMLElement): HTMLElement {
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!panel) throw new Error('the button opens no popover');
    return panel;
  }

  it('opens a popover of share links from each share button, with no script needed', async () => {
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));

    for (const name of ['Share Article', 'Share']) {
      const button = screen.getByRole('button', { name });
      const panel = optionsOf(button);
      expect(button).toHaveAttribute('type', 'button');
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(panel).toHaveAccessibleName('Share this article');
      const links = within(panel).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [
          'LinkedIn',
          `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(CANONICAL)}`,
        ],
        [
          'X',
          'https://x.com/intent/post?text=A%20guide%20to%20VAT%20in%20the%20UAE' +
            `&url=${encodeURIComponent(CANONICAL)}`,
        ],
        [
          'WhatsApp',
          `https://wa.me/?text=A%20guide%20to%20VAT%20in%20the%20UAE%20${encodeURIComponent(CANONICAL)}`,
        ],
        [
          'E-mail',
          'mailto:?subject=A%20guide%20to%20VAT%20in%20the%20UAE' +
            `&body=What%20every%20founder%20should%20know%0A%0A${encodeURIComponent(CANONICAL)}`,
        ],
      ]);
      for (const link of links.slice(0, 3)) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(within(panel).getByRole('button', { name: 'Copy link' })).toHaveAttribute(
        'type',
        'button',
      );
    }
  });

  it('copies the article link and says so, closing the options', async () => {
    delete (navigator as unknown as Record<string, unknown>).share;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const panel = optionsOf(screen.getByRole('button', { name: 'Share Article' }));
    // Opened by the browser from the button.
    panel.showPopover();
    expect(isPopoverOpen(panel)).toBe(true);

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(CANONICAL);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(LINK_COPIED));
    expect(LINK_COPIED).toBe('Link copied to clipboard!');
    expect(isPopoverOpen(panel)).toBe(false);
    alert.mockRestore();
  });

  it('copies through a selected field where the Clipboard API is missing', async () => {
    delete (navigator as unknown as Record<string, unknown>).share;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied: string | undefined;
    const execCommand = jest.fn(() => {
      copied = document.querySelector<HTMLTextAreaElement>('body > textarea')?.value;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const panel = optionsOf(screen.getByRole('button', { name: 'Share' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(LINK_COPIED));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(CANONICAL);
    expect(document.querySelector('textarea')).toBeNull();
    alert.mockRestore();
    delete (document as unknown as Record<string, unknown>).execCommand;
  });

  it('offers the share sheet as one more option once live, where the device has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const panel = optionsOf(screen.getByRole('button', { name: 'Share' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'More options…' }));

    expect(share).toHaveBeenCalledWith({
      title: 'A guide to VAT in the UAE',
      text: 'What every founder should know',
      url: CANONICAL,
    });
  });

  it('offers no share sheet where the device has none', async () => {
    delete (navigator as unknown as Record<string, unknown>).share;
    await renderArticle('/blog/vat-guide', clientWith(ARTICLE));
    const panel = optionsOf(screen.getByRole('button', { name: 'Share' }));

    expect(within(panel).queryByRole('button', { name: 'More options…' })).toBeNull();
  });
});

describe('a missing article', () => {
  it('shows the 404 page, asks for status 404 and noindex', async () => {
    const { recordStatus } = await renderArticle('/blog/no-such-post', clientWith(undefined));

    expect(
      screen.getByRole('heading', { level: 1, name: '404 - Blog Post Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist or has been removed/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(recordStatus).toHaveBeenCalledWith(404);
    await waitFor(() => expect(headMeta('meta[name="robots"]')).toBe('noindex'));
  });

  it('shows the loading state while the post is on its way', async () => {
    const client = withSiteContent(createQueryClient());
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, queryFn: () => new Promise(() => {}) },
    });
    renderAt('/blog/slow', client);

    const status = await screen.findByText('Loading article...');
    expect(status.parentElement?.querySelector('.chakra-spinner')).not.toBeNull();
  });
});
