import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PostSummary } from '@app/contract';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { SiteApp } from '../app/SiteApp';
import { BlogSection } from '../blog/BlogSection';
import { postsQuery } from '../blog/postQueries';
import { loadLanguage } from '../i18n/loadLanguage';
import { ar } from '../i18n/messages/ar';
import { ENGLISH, type SiteLanguage } from '../i18n/siteIntl';
import { fillSearchSummary } from '../blog/searchText';
import { recordEarlyActions } from '@app/shared-ui/host/boot/earlyActions';
import { filterPostsEarly, type EarlyPostFilter } from './earlyPostFilter';
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
    createdAt: `2026-03-0${id}T09:00:00.000Z`,
    updatedAt: `2026-03-0${id}T09:00:00.000Z`,
    publishedAt: null,
    ...extra,
  };
}

const POSTS: PostSummary[] = [
  summary(1, 'Payroll in Saudi Arabia', { tags: 'Payroll, KSA' }),
  summary(4, 'VAT registration basics', { tags: 'Tax, UAE' }),
  summary(2, 'Cash flow forecasting', { description: 'Why VAT returns shape your runway' }),
  summary(5, 'Preparing for fundraising', { tags: 'Equity, vat', slug: 'a "quoted" \\ slug' }),
  summary(3, 'Choosing accounting software', { tags: 'Tools' }),
];

const ARABIC_POSTS: PostSummary[] = [
  summary(1, 'ضريبة القيمة المضافة', { language: 'ar', tags: 'ضرائب' }),
  summary(2, 'الرواتب في السعودية', { language: 'ar' }),
  summary(3, 'التدفق النقدي', { language: 'ar', description: 'ضريبة وتخطيط' }),
];

/** The /blog list as the server and then the browser render it, from the same posts. */
function page(language: SiteLanguage = ENGLISH) {
  const client = withSiteContent(createQueryClient());
  client.setQueryData(
    postsQuery(language.locale).queryKey,
    language.locale === 'ar' ? ARABIC_POSTS : POSTS,
  );
  return (
    <SiteApp queryClient={client} site={{ origin: 'https://example.test' }} language={language}>
      <MemoryRouter>
        <BlogSection variant="page" />
      </MemoryRouter>
    </SiteApp>
  );
}

// Whole pages rendered twice and hydrated, with computed styles read in jsdom: slow on a busy machine.
jest.setTimeout(30_000);

let container: HTMLElement;
let root: Root | undefined;
let filter: EarlyPostFilter | undefined;

/**
 * The server's markup and styles, with no script behind them but the boot script's. Emotion
 * writes styles only when a tree renders in the browser (the server renderer inlines them), so a
 * throwaway render puts the very same rules, named by their hash, into the head first.
 */
function serverPage(language?: SiteLanguage) {
  const styles = createRoot(document.createElement('div'));
  act(() => styles.render(page(language)));
  act(() => styles.unmount());
  container = document.createElement('div');
  container.innerHTML = renderToString(page(language));
  document.body.append(container);
}

const field = () => screen.getByRole('searchbox', { name: 'Search posts' }) as HTMLInputElement;

function typeInert(text: string) {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * jsdom keeps computed styles until the DOM mutates, and typing into a field is no mutation: a
 * throwaway attribute write makes it compute them afresh.
 */
function restyle(): void {
  document.body.toggleAttribute('data-restyle');
}

/** Whether the browser shows it: neither it nor an ancestor computes to display none. */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

function shownTitles(): (string | null)[] {
  restyle();
  return [...container.querySelectorAll('li h2')]
    .filter(isShown)
    .map((heading) => heading.textContent);
}

/** The text of a quoted CSS string, its escapes read back (CSS Syntax, "consume an escape"). */
function cssStringValue(css: string): string {
  expect(css).toMatch(/^".*"$/s);
  return css
    .slice(1, -1)
    .replace(/\\([0-9a-f]{1,6}) ?|\\(.)/gis, (_, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
    );
}

/** The count line as shown: React's text, or the boot filter's before the page is live. */
function shownSummary(): string | null {
  restyle();
  const line = container.querySelector('[data-post-summary]');
  if (!line || !isShown(line)) return null;
  if (line.textContent) return line.textContent;
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find(
      (candidate): candidate is CSSStyleRule =>
        // The boot filter's own rule: other ::before rules (an aspect ratio's box) say nothing.
        candidate instanceof CSSStyleRule &&
        candidate.selectorText.endsWith('::before') &&
        candidate.selectorText.includes('data-post-summary'),
    );
  return rule ? cssStringValue(rule.style.getPropertyValue('content')) : null;
}

function noPostsShown(): boolean {
  restyle();
  return isShown(within(container).getByText('No posts found'));
}

afterEach(() => {
  filter?.stop();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.getElementById('early-post-filter')?.remove();
});

const VAT_POSTS = ['Preparing for fundraising', 'VAT registration basics', 'Cash flow forecasting'];

describe('the blog search before the page is live', () => {
  it('filters the server cards as the visitor types, with the count and the empty message', () => {
    serverPage();
    filter = filterPostsEarly(document);
    expect(shownTitles()).toHaveLength(5);
    expect(shownSummary()).toBeNull();
    expect(noPostsShown()).toBe(false);

    typeInert('VaT');
    expect(shownTitles()).toEqual(VAT_POSTS);
    expect(shownSummary()).toBe('Found 3 post(s) matching "VaT"');
    expect(noPostsShown()).toBe(false);

    // Quotes and backslashes, in a term or a slug, stay inside their CSS strings.
    typeInert('say "hi" \\ }{');
    expect(shownTitles()).toEqual([]);
    expect(shownSummary()).toBe('Found 0 post(s) matching "say "hi" \\ }{"');
    expect(noPostsShown()).toBe(true);

    typeInert('  ');
    expect(shownTitles()).toHaveLength(5);
    expect(shownSummary()).toBeNull();
    expect(noPostsShown()).toBe(false);
  });

  it('filters the Arabic blog (/ar/blog) the same way, its count line in Arabic', async () => {
    serverPage(await loadLanguage('ar'));
    filter = filterPostsEarly(document);
    expect(shownTitles()).toHaveLength(3);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    box.value = 'ضريبة';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shownTitles()).toEqual(['التدفق النقدي', 'ضريبة القيمة المضافة']);
    expect(shownSummary()).toBe(fillSearchSummary(ar['blog.search.summary'], 2, 'ضريبة'));
  });

  it('hands the filtered list to React with no mismatch and no moment of the full list', async () => {
    serverPage();
    const early = recordEarlyActions(document);
    filter = filterPostsEarly(document);
    typeInert('vat');
    expect(shownTitles()).toEqual(VAT_POSTS);

    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Hydrated, React's state has no search yet: the boot filter's rules still hold the list.
    expect(container.querySelectorAll('li h2')).toHaveLength(5);
    expect(shownTitles()).toEqual(VAT_POSTS);
    expect(shownSummary()).toBe('Found 3 post(s) matching "vat"');

    filter.stop();
    act(() => early.replay());

    // React filters itself now, in the commit that removed the boot filter's rules.
    expect(document.getElementById('early-post-filter')).toBeNull();
    expect(container.querySelectorAll('li h2')).toHaveLength(3);
    expect(shownTitles()).toEqual(VAT_POSTS);
    expect(shownSummary()).toBe('Found 3 post(s) matching "vat"');
    expect(field()).toHaveValue('vat');

    // And the live page searches on its own.
    await userEvent.clear(field());
    await userEvent.type(field(), 'payroll');
    expect(shownTitles()).toEqual(['Payroll in Saudi Arabia']);
  });
});
