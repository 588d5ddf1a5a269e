import {
  articleAddresses,
  BLOG_FEED,
  BLOG_FEEDS,
  hreflangLinks,
  PUBLIC_PAGES,
  rssPath,
  SITE_NAME,
  staticPageAddresses,
  type HreflangLink,
} from './publicPages';

const sorted = (links: HreflangLink[]) =>
  [...links].sort((a, b) => a.hreflang.localeCompare(b.hreflang));

describe('the pages’ language alternates', () => {
  it('give every static page both languages and x-default, the English page', () => {
    expect(hreflangLinks(staticPageAddresses('/about'))).toEqual([
      { hreflang: 'en', path: '/about' },
      { hreflang: 'ar', path: '/ar/about' },
      { hreflang: 'x-default', path: '/about' },
    ]);
    expect(hreflangLinks(staticPageAddresses('/'))).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'ar', path: '/ar' },
      { hreflang: 'x-default', path: '/' },
    ]);
    for (const page of PUBLIC_PAGES) {
      // The Arabic page's set is the English page's set.
      expect(staticPageAddresses(`/ar${page === '/' ? '' : page}`)).toEqual(
        staticPageAddresses(page),
      );
    }
  });

  it('pair an article with its translation, the same set from either side', () => {
    const english = {
      slug: 'vat-basics',
      language: 'en',
      translationSlug: 'أساسيات-الضريبة',
    } as const;
    const arabic = {
      slug: 'أساسيات-الضريبة',
      language: 'ar',
      translationSlug: 'vat-basics',
    } as const;
    const links = hreflangLinks(articleAddresses(english));
    expect(links).toEqual([
      { hreflang: 'en', path: '/blog/vat-basics' },
      { hreflang: 'ar', path: `/ar/blog/${encodeURIComponent('أساسيات-الضريبة')}` },
      { hreflang: 'x-default', path: '/blog/vat-basics' },
    ]);
    expect(sorted(hreflangLinks(articleAddresses(arabic)))).toEqual(sorted(links));
  });

  it('give an article without a published translation no alternates', () => {
    const alone = { slug: 'zakat', language: 'ar', translationSlug: null } as const;
    expect(articleAddresses(alone)).toEqual({ ar: '/ar/blog/zakat' });
    expect(hreflangLinks(articleAddresses(alone))).toEqual([]);
  });
});

describe('the blog feeds', () => {
  it('are at /rss.xml in English and /ar/rss.xml in Arabic', () => {
    expect(rssPath('en')).toBe('/rss.xml');
    expect(rssPath('ar')).toBe('/ar/rss.xml');
  });

  it('keep the English channel as it was, and name the Arabic one in Arabic', () => {
    expect(BLOG_FEED).toBe(BLOG_FEEDS.en);
    expect(BLOG_FEED.title).toBe(`Blog | ${SITE_NAME}`);
    expect(BLOG_FEEDS.en.language).toBe('en');
    expect(BLOG_FEEDS.ar.language).toBe('ar');
    expect(BLOG_FEEDS.ar.title).toMatch(/^المدونة \| /);
  });
});
