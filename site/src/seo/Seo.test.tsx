/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Helmet } from 'react-helmet';
import { JSDOM } from 'jsdom';
import type { Post } from '@app/contract';
import { OG_LOCALE, SITE_LANGUAGES, type SiteLanguage } from '@app/contract/languages';
import { BLOG_FEEDS, PUBLIC_PAGES, SITE_NAMES } from '@app/contract/publicPages';
import { SiteContextProvider } from '../page/siteContext';
import { ArticleSeo } from '../article/ArticleSeo';
import { I18nProvider } from '../i18n/I18nProvider';
import { ar } from '../i18n/messages/ar';
import { en } from '../i18n/messages/en';
import { createSiteIntl } from '../i18n/siteIntl';
import { WithSiteContent } from '../test/WithSiteContent';
import { Seo } from './Seo';

const ORIGIN = 'https://finance.example';
const CATALOGUES = { en, ar } as const;

/** The head a page writes on the server, read the way a crawler reads it. */
function headOf(page: ReactElement, language: SiteLanguage): Document {
  renderToString(
    <SiteContextProvider value={{ origin: ORIGIN }}>
      <I18nProvider language={{ locale: language, messages: CATALOGUES[language] }}>
        <WithSiteContent>{page}</WithSiteContent>
      </I18nProvider>
    </SiteContextProvider>,
  );
  const head = Helmet.renderStatic();
  const html = `${head.title.toString()}${head.meta.toString()}${head.link.toString()}${head.script.toString()}`;
  return new JSDOM(`<!doctype html><html><head>${html}</head></html>`).window.document;
}

const canonicalOf = (head: Document) =>
  head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** `hreflang` → URL of the head's language alternates. */
function alternatesOf(head: Document): Record<string, string> {
  return Object.fromEntries(
    Array.from(head.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
      link.getAttribute('hreflang')!,
      link.getAttribute('href')!,
    ]),
  );
}

const metaOf = (head: Document, property: string) =>
  Array.from(head.querySelectorAll(`meta[property="${property}"]`), (meta) =>
    meta.getAttribute('content'),
  );

const jsonLdOf = (head: Document) =>
  Array.from(
    head.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/**
 * Each head names itself and its counterparts, each counterpart names it back with the very same
 * set, and x-default is the English page.
 */
function expectReciprocal(heads: Record<SiteLanguage, Document>) {
  const sets = SITE_LANGUAGES.map((language) => alternatesOf(heads[language]));
  for (const language of SITE_LANGUAGES) {
    const alternates = alternatesOf(heads[language]);
    expect(alternates[language]).toBe(canonicalOf(heads[language]));
    for (const other of SITE_LANGUAGES) expect(alternates[other]).toBe(canonicalOf(heads[other]));
    expect(alternates['x-default']).toBe(canonicalOf(heads.en));
    expect(Object.keys(alternates).sort()).toEqual(['ar', 'en', 'x-default']);
  }
  expect(sets[1]).toEqual(sets[0]);
}

function headsOf(page: ReactElement): Record<SiteLanguage, Document> {
  return { en: headOf(page, 'en'), ar: headOf(page, 'ar') };
}

describe('Seo', () => {
  it.each(PUBLIC_PAGES)('gives %s both languages, each naming the other', (page) => {
    const heads = headsOf(<Seo title="Page" description="About the page" path={page} />);
    expect(canonicalOf(heads.en)).toBe(`${ORIGIN}${page}`);
    expect(canonicalOf(heads.ar)).toBe(`${ORIGIN}/ar${page === '/' ? '' : page}`);
    expectReciprocal(heads);
  });

  it('writes the page’s Open Graph locale and the other language’s as the alternate', () => {
    const heads = headsOf(<Seo title="About" description="Who we are" path="/about" />);
    expect(metaOf(heads.en, 'og:locale')).toEqual([OG_LOCALE.en]);
    expect(metaOf(heads.en, 'og:locale:alternate')).toEqual([OG_LOCALE.ar]);
    expect(metaOf(heads.ar, 'og:locale')).toEqual([OG_LOCALE.ar]);
    expect(metaOf(heads.ar, 'og:locale:alternate')).toEqual([OG_LOCALE.en]);
  });

  it('tags the page’s WebPage with its language', () => {
    for (const language of SITE_LANGUAGES) {
      const head = headOf(<Seo title="About" description="Who we are" path="/about" />, language);
      const pages = jsonLdOf(head).filter((data) => data['@type'] === 'WebPage');
      expect(pages).toEqual([expect.objectContaining({ inLanguage: language })]);
      expect(pages[0]!.url).toBe(canonicalOf(head));
    }
  });

  it('names the site in the page’s language, English exactly as before', () => {
    const heads = headsOf(<Seo title="About" description="Who we are" path="/about" />);
    expect(heads.en.title).toBe('About | Outsourced Finance Services');
    expect(metaOf(heads.en, 'og:site_name')).toEqual(['Outsourced Finance Services']);
    expect(heads.ar.title).toBe(`About | ${ar['site.name']}`);
    expect(metaOf(heads.ar, 'og:site_name')).toEqual([ar['site.name']]);
    const organization = jsonLdOf(heads.ar).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: ar['site.name'], slogan: ar['footer.tagline'] });
    // The home page's title is the site's name alone.
    const home = headOf(<Seo title={ar['site.name']} description="x" path="/" />, 'ar');
    expect(home.title).toBe(ar['site.name']);
  });

  it('links the RSS feed of the page’s language', () => {
    for (const [language, href] of [
      ['en', `${ORIGIN}/rss.xml`],
      ['ar', `${ORIGIN}/ar/rss.xml`],
    ] as const) {
      const head = headOf(<Seo title="Blog" description="x" path="/blog" />, language);
      const feeds = head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
      expect(feeds).toHaveLength(1);
      expect(feeds[0]!.getAttribute('href')).toBe(href);
      expect(feeds[0]!.getAttribute('title')).toBe(BLOG_FEEDS[language].title);
    }
  });

  it('names no other language on a page kept out of search results', () => {
    for (const language of SITE_LANGUAGES) {
      const head = headOf(<Seo title="Gone" description="x" path="/404" noindex />, language);
      expect(alternatesOf(head)).toEqual({});
      expect(metaOf(head, 'og:locale:alternate')).toEqual([]);
      expect(metaOf(head, 'og:locale')).toEqual([OG_LOCALE[language]]);
      expect(jsonLdOf(head).map((data) => data['@type'])).toEqual(['Organization']);
    }
  });
});

describe('the catalogues and the feeds', () => {
  it('name the site, the blog and its description alike', () => {
    for (const language of SITE_LANGUAGES) {
      const { t } = createSiteIntl({ locale: language, messages: CATALOGUES[language] });
      expect(t('site.name')).toBe(SITE_NAMES[language]);
      expect(t('seo.title', { title: t('nav.blog'), siteName: t('site.name') })).toBe(
        BLOG_FEEDS[language].title,
      );
      expect(t('blog.description')).toBe(BLOG_FEEDS[language].description);
    }
  });
});

function post(fields: Partial<Post> & Pick<Post, 'slug' | 'language'>): Post {
  return {
    id: 1,
    translationSlug: null,
    title: 'A title',
    description: 'A description',
    tags: '',
    imagePath: null,
    content: 'Body',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    publishedAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}

describe('ArticleSeo', () => {
  const english = post({ slug: 'vat-basics', language: 'en', translationSlug: 'أساسيات-الضريبة' });
  const arabic = post({
    id: 2,
    slug: 'أساسيات-الضريبة',
    language: 'ar',
    translationSlug: 'vat-basics',
    title: 'أساسيات الضريبة',
  });
  const heads = {
    en: headOf(<ArticleSeo post={english} />, 'en'),
    ar: headOf(<ArticleSeo post={arabic} />, 'ar'),
  };

  it('pairs an article with its published translation, each naming the other', () => {
    expect(canonicalOf(heads.en)).toBe(`${ORIGIN}/blog/vat-basics`);
    expect(canonicalOf(heads.ar)).toBe(
      `${ORIGIN}/ar/blog/${encodeURIComponent('أساسيات-الضريبة')}`,
    );
    expectReciprocal(heads);
    expect(metaOf(heads.ar, 'og:locale')).toEqual([OG_LOCALE.ar]);
    expect(metaOf(heads.ar, 'og:locale:alternate')).toEqual([OG_LOCALE.en]);
  });

  it('gives an article without a translation no alternates', () => {
    const alone = headOf(<ArticleSeo post={{ ...arabic, translationSlug: null }} />, 'ar');
    expect(canonicalOf(alone)).toBe(canonicalOf(heads.ar));
    expect(alternatesOf(alone)).toEqual({});
    expect(metaOf(alone, 'og:locale:alternate')).toEqual([]);
    expect(metaOf(alone, 'og:locale')).toEqual([OG_LOCALE.ar]);
  });

  it('tags the Article and its page with the post’s language, the breadcrumb in it too', () => {
    const data = jsonLdOf(heads.ar);
    const article = data.find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({
      inLanguage: 'ar',
      url: canonicalOf(heads.ar),
      mainEntityOfPage: { '@type': 'WebPage', inLanguage: 'ar' },
      author: { name: ar['site.name'] },
    });
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumb.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      [ar['nav.home'], `${ORIGIN}/ar`],
      [ar['nav.blog'], `${ORIGIN}/ar/blog`],
      ['أساسيات الضريبة', canonicalOf(heads.ar)],
    ]);
    // The article alone: no WebPage beside it.
    expect(data.map((item) => item['@type'])).toEqual([
      'Organization',
      'Article',
      'BreadcrumbList',
    ]);
    expect(jsonLdOf(heads.en).find((item) => item['@type'] === 'Article')).toMatchObject({
      inLanguage: 'en',
      author: { name: 'Outsourced Finance Services' },
    });
  });

  it('keeps a preview out of search results without alternates', () => {
    const preview = headOf(<ArticleSeo post={english} noindex />, 'en');
    expect(alternatesOf(preview)).toEqual({});
    expect(canonicalOf(preview)).toBeUndefined();
  });
});
