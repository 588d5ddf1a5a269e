/**
 * @jest-environment jsdom
 */
import { childTexts, parseXml } from '../../tests/helpers/parseXml';
import { PUBLIC_PAGES } from '@app/contract/publicPages';
import { renderSitemap, w3cDateTime } from './sitemap';
import { TEST_POSTS } from '../../tests/helpers/feedPosts';

const ORIGIN = 'https://finance.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

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

  it('lists every public page, then every post with its last change', () => {
    expect(urls.map((url) => childTexts(url, 'loc')[0])).toEqual([
      ...PUBLIC_PAGES.map((page) => `${ORIGIN}${page}`),
      `${ORIGIN}/blog/tom-jerrys-vat`,
      `${ORIGIN}/blog/${encodeURIComponent('ضريبة-القيمة-المضافة')}`,
      `${ORIGIN}/blog/first-post`,
    ]);
    expect(urls.map((url) => childTexts(url, 'lastmod')[0])).toEqual([
      ...PUBLIC_PAGES.map(() => undefined),
      '2026-11-22T17:45:05Z',
      '2026-06-01T12:00:00Z',
      '2026-01-01T00:00:00Z',
    ]);
  });

  it('writes an empty blog as the pages alone', () => {
    const empty = parseXml(renderSitemap(ORIGIN, []));
    expect(empty.documentElement.children).toHaveLength(PUBLIC_PAGES.length);
  });

  it('escapes what a location may contain', () => {
    const odd = parseXml(
      renderSitemap('http://a.example:8080', [{ ...TEST_POSTS[0]!, slug: "x&y'z" }]),
    );
    const locs = Array.from(odd.getElementsByTagName('loc'), (loc) => loc.textContent);
    expect(locs).toContain("http://a.example:8080/blog/x%26y'z");
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
