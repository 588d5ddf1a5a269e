/**
 * @jest-environment jsdom
 */
import Parser from 'rss-parser';
import { childTexts, parseHtmlBody, parseXml, type XmlElement } from '../../tests/helpers/parseXml';
import { BLOG_FEED, BLOG_FEEDS } from '@app/contract/publicPages';
import { renderRss, rfc822 } from './rss';
import {
  ARABIC_POSTS,
  HOSTILE_DESCRIPTION,
  HOSTILE_TITLE,
  TEST_POSTS,
} from '../../tests/helpers/feedPosts';

const ORIGIN = 'https://finance.example';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** RFC 822 as RSS 2.0 uses it: day, date, month, 4-digit year, time, zone. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('renderRss', () => {
  const document = parseXml(renderRss(ORIGIN, TEST_POSTS));
  const channel = document.getElementsByTagName('channel')[0]!;
  const items = Array.from(document.getElementsByTagName('item'));
  const text = (element: XmlElement, name: string) => childTexts(element, name)[0];

  it('is RSS 2.0 with the channel the blog describes', () => {
    expect(document.documentElement.localName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(channel, 'title')).toBe(BLOG_FEED.title);
    expect(text(channel, 'link')).toBe(`${ORIGIN}/blog`);
    expect(text(channel, 'description')).toBe(BLOG_FEED.description);
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'lastBuildDate')).toBe('Sun, 22 Nov 2026 17:45:05 GMT');
  });

  it('names its own URL with atom:link rel=self', () => {
    const self = Array.from(channel.children).find(
      (child) => child.localName === 'link' && child.namespaceURI === ATOM_NS,
    );
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}/rss.xml`);
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
  });

  it('has one item per post in the order given (newest first), each a permalink', () => {
    expect(items.map((item) => text(item, 'link'))).toEqual([
      `${ORIGIN}/blog/tom-jerrys-vat`,
      `${ORIGIN}/blog/${encodeURIComponent('ضريبة-القيمة-المضافة')}`,
      `${ORIGIN}/blog/first-post`,
    ]);
    for (const item of items) {
      const guid = Array.from(item.children).find((child) => child.localName === 'guid')!;
      expect(guid.textContent).toBe(text(item, 'link'));
      expect(guid.getAttribute('isPermaLink')).toBe('true');
      expect(text(item, 'pubDate')).toMatch(RFC_822);
    }
    expect(items.map((item) => text(item, 'pubDate'))).toEqual([
      'Fri, 20 Nov 2026 08:15:30 GMT',
      'Mon, 01 Jun 2026 12:00:00 GMT',
      'Thu, 01 Jan 2026 00:00:00 GMT',
    ]);
  });

  it('carries markup, entities, quotes and non-Latin text through as text', () => {
    const [hostile, arabic] = items;
    expect(text(hostile!, 'title')).toBe(HOSTILE_TITLE);
    // A description is HTML to a reader, so the text is escaped as HTML inside the XML.
    const html = parseHtmlBody(text(hostile!, 'description')!);
    expect(html.children).toHaveLength(0);
    expect(html.textContent).toBe(HOSTILE_DESCRIPTION);
    expect(childTexts(hostile!, 'category')).toEqual(['VAT & Tax', '<UAE>']);
    expect(text(arabic!, 'title')).toBe('ضريبة القيمة المضافة');
    // Nothing from the text became an element.
    expect(document.getElementsByTagName('script')).toHaveLength(0);
  });

  it('shows a feed reader the description as the author typed it, markup included', async () => {
    const typed = 'Why <em>tags</em> matter: a < b & "c" > d &amp; done';
    const feed = await new Parser().parseString(
      renderRss(ORIGIN, [{ ...TEST_POSTS[2]!, description: typed }, TEST_POSTS[0]!]),
    );
    // rss-parser's snippet is what a reader displays: the description's HTML as plain text.
    expect(feed.items.map((item) => item.contentSnippet)).toEqual([typed, HOSTILE_DESCRIPTION]);
    for (const item of feed.items) {
      const shown = parseHtmlBody(item.content ?? '');
      expect(shown.children).toHaveLength(0);
    }
  });

  it('replaces characters XML cannot hold rather than breaking the feed', () => {
    const broken = {
      ...TEST_POSTS[2]!,
      title: 'bell\u0007 lone\uD800 end\uFFFF',
      description: 'ok',
    };
    const parsed = parseXml(renderRss(ORIGIN, [broken]));
    expect(childTexts(parsed.getElementsByTagName('item')[0]!, 'title')).toEqual([
      'bell\uFFFD lone\uFFFD end\uFFFD',
    ]);
  });

  it('is a channel without items and without lastBuildDate when there are no posts', () => {
    const empty = parseXml(renderRss(ORIGIN, []));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});

describe('renderRss in Arabic', () => {
  const xml = renderRss(ORIGIN, ARABIC_POSTS, 'ar');

  it('is the Arabic blog: its title, description, language, page and own URL', async () => {
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe(BLOG_FEEDS.ar.title);
    expect(feed.description).toBe(BLOG_FEEDS.ar.description);
    expect(feed.language).toBe('ar');
    expect(feed.link).toBe(`${ORIGIN}/ar/blog`);
    const channel = parseXml(xml).getElementsByTagName('channel')[0]!;
    const self = Array.from(channel.children).find(
      (child) => child.localName === 'link' && child.namespaceURI === ATOM_NS,
    );
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}/ar/rss.xml`);
  });

  it('links each Arabic post at its /ar/blog address, its text intact', async () => {
    const feed = await new Parser().parseString(xml);
    expect(feed.items.map((item) => item.link)).toEqual([
      `${ORIGIN}/ar/blog/${encodeURIComponent('أساسيات-الضريبة')}`,
      `${ORIGIN}/ar/blog/zakat-guide`,
    ]);
    expect(feed.items.map((item) => item.guid)).toEqual(feed.items.map((item) => item.link));
    expect(feed.items[0]).toMatchObject({
      title: 'أساسيات ضريبة القيمة المضافة',
      contentSnippet: 'ما يجب أن تعرفه الشركات عن التسجيل والإقرارات',
      categories: ['ضريبة', 'الإمارات'],
    });
  });

  it('leaves the English feed English', async () => {
    const feed = await new Parser().parseString(renderRss(ORIGIN, TEST_POSTS));
    expect(feed.title).toBe(BLOG_FEED.title);
    expect(feed.language).toBe('en');
    expect(feed.link).toBe(`${ORIGIN}/blog`);
  });
});

describe('rfc822', () => {
  it('writes UTC with the GMT zone', () => {
    expect(rfc822('2026-03-05T01:02:03.456Z')).toBe('Thu, 05 Mar 2026 01:02:03 GMT');
  });
});
