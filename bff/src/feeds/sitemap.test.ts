/**
 * @jest-environment jsdom
 */
import { childTexts, parseXml, type XmlElement } from '../../tests/helpers/parseXml';
import { PUBLIC_PAGES } from '@app/contract/publicPages';
import { renderSitemap, w3cDateTime } from './sitemap';
import { ARABIC_POSTS, TEST_POSTS, TRANSLATED_POST } from '../../tests/helpers/feedPosts';

const ORIGIN = 'https://finance.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const ARABIC_PAGES = PUBLIC_PAGES.map((page) => (page === '/' ? '/ar' : `/ar${page}`));

/** Each `<url>`'s hreflang alternates, as the parser reads them (namespace checked). */
function alternatesOf(url: XmlElement): Record<string, string> {
  const links = Array.from(url.children).filter((child) => child.localName === 'link');
  for (const link of links) {
    expect(link.namespaceURI).toBe(XHTML_NS);
    expect(link.getAttribute('rel')).toBe('alternate');
  }
  return Object.fromEntries(
    links.map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
  );
}

describe('renderSitemap', () => {
  const document = parseXml(renderSitemap(ORIGIN, TEST_POSTS));
  const urls = Array.from(document.documentElement.children);

  it('is a sitemaps.org 0.9 urlset', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(urls.every((url) => url.localName === 'url' && url.namespaceURI === SITEMAP_NS)).toBe(
      true,
    );
  });

  it('lists every public page in each language, then every post with its last change', () => {
    expect(urls.map((url) => childTexts(url, 'loc')[0])).toEqual([
      ...PUBLIC_PAGES.map((page) => `${ORIGIN}${page}`),
      ...ARABIC_PAGES.map((page) => `${ORIGIN}${page}`),
      `${ORIGIN}/blog/tom-jerrys-vat`,
      `${ORIGIN}/blog/${encodeURIComponent('ضريبة-القيمة-المضافة')}`,
      `${ORIGIN}/blog/first-post`,
    ]);
    expect(urls.map((url) => childTexts(url, 'lastmod')[0])).toEqual([
      ...PUBLIC_PAGES.map(() => undefined),
      ...ARABIC_PAGES.map(() => undefined),
      '2026-11-22T17:45:05Z',
      '2026-06-01T12:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
  });

  it('writes an empty blog as the pages alone', () => {
    const empty = parseXml(renderSitemap(ORIGIN, []));
    expect(empty.documentElement.children).toHaveLength(2 * PUBLIC_PAGES.length);
  });

  it('escapes what a location may contain', () => {
    const odd = parseXml(
      renderSitemap('http://a.example:8080', [{ ...TEST_POSTS[0]!, slug: "x&y'z" }]),
    );
    const locs = Array.from(odd.getElementsByTagName('loc'), (loc) => loc.textContent);
    expect(locs).toContain("http://a.example:8080/blog/x%26y'z");
  });
});

describe('renderSitemap in two languages', () => {
  const posts = [TRANSLATED_POST, ...TEST_POSTS, ...ARABIC_POSTS];
  const urls = Array.from(parseXml(renderSitemap(ORIGIN, posts)).documentElement.children);
  const byLoc = new Map(urls.map((url) => [childTexts(url, 'loc')[0]!, url]));
  const arabicSlug = encodeURIComponent(ARABIC_POSTS[0]!.slug);

  it('gives every static page, in either language, both languages and x-default, English', () => {
    PUBLIC_PAGES.forEach((page, index) => {
      const expected = {
        en: `${ORIGIN}${page}`,
        ar: `${ORIGIN}${ARABIC_PAGES[index]}`,
        'x-default': `${ORIGIN}${page}`,
      };
      expect(alternatesOf(byLoc.get(expected.en)!)).toEqual(expected);
      expect(alternatesOf(byLoc.get(expected.ar)!)).toEqual(expected);
    });
  });

  it('puts Arabic posts under /ar/blog and pairs a post with its translation both ways', () => {
    const english = `${ORIGIN}/blog/vat-basics`;
    const arabic = `${ORIGIN}/ar/blog/${arabicSlug}`;
    const pair = { en: english, ar: arabic, 'x-default': english };
    expect(alternatesOf(byLoc.get(english)!)).toEqual(pair);
    expect(alternatesOf(byLoc.get(arabic)!)).toEqual(pair);
    expect(childTexts(byLoc.get(arabic)!, 'lastmod')).toEqual(['2026-10-06T11:00:00Z']);
  });

  it('names no alternates for a post in one language only', () => {
    expect(alternatesOf(byLoc.get(`${ORIGIN}/ar/blog/zakat-guide`)!)).toEqual({});
    expect(alternatesOf(byLoc.get(`${ORIGIN}/blog/first-post`)!)).toEqual({});
  });

  it('is reciprocal: every alternate is a listed page that names this one back', () => {
    for (const [loc, url] of byLoc) {
      const alternates = alternatesOf(url);
      for (const href of Object.values(alternates)) {
        expect(byLoc.has(href)).toBe(true);
        expect(alternatesOf(byLoc.get(href)!)).toEqual(alternates);
      }
      if (Object.keys(alternates).length > 0) expect(Object.values(alternates)).toContain(loc);
    }
  });
});

describe('w3cDateTime', () => {
  it.each([
    ['2026-11-22T17:45:05.999Z', '2026-11-22T17:45:05Z'],
    ['2026-02-28T23:59:59.000Z', '2026-02-28T23:59:59Z'],
  ])('%s -> %s', (iso, expected) => {
    expect(w3cDateTime(iso)).toBe(expected);
  });
});

describe('parseXml (the check above)', () => {
  it('refuses what is not well-formed', () => {
    expect(() => parseXml('<urlset><loc>a & b</loc></urlset>')).toThrow(/Not well-formed/);
    expect(() => parseXml('<urlset><url></urlset>')).toThrow(/Not well-formed/);
  });
});
