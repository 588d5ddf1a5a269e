import { publicationDate } from '@app/contract/postDates';
import type { PostSummary } from '@app/contract/posts';
import { localizedPath, type SiteLanguage } from '@app/contract/languages';
import { articlePath, BLOG_FEEDS, rssPath } from '@app/contract/publicPages';
import { lastModified } from './postDates';
import { escapeXml, XML_DECLARATION } from './xml';

/** RFC 822 date-time as RSS 2.0 wants it, e.g. `Mon, 23 Nov 2026 09:30:00 GMT`. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * RSS 2.0 readers take an item's description as HTML, so text an author typed (`<em>`, `a < b`,
 * `&amp;`) is escaped as HTML first and then as XML: the reader shows it, rather than rendering
 * or dropping it as markup.
 */
function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}

function item(origin: string, post: PostSummary): string {
  const link = `${origin}${articlePath(post.slug, post.language)}`;
  const categories = post.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .map((tag) => `      ${element('category', tag)}`);
  return [
    '    <item>',
    `      ${element('title', post.title)}`,
    `      ${element('link', link)}`,
    `      ${element('guid', link, ' isPermaLink="true"')}`,
    `      ${element('pubDate', rfc822(publicationDate(post)))}`,
    `      ${element('description', htmlText(post.description))}`,
    ...categories,
    '    </item>',
  ].join('\n');
}

/**
 * RSS 2.0 of a language's blog: one item per post, in the given order (the posts service lists
 * newest first), and an atom:link naming the feed's own URL as the RSS best-practice profile asks.
 */
export function renderRss(
  origin: string,
  posts: readonly PostSummary[],
  language: SiteLanguage = 'en',
): string {
  const channel = BLOG_FEEDS[language];
  const lastChange = posts.reduce<string | undefined>((latest, post) => {
    const changed = lastModified(post);
    return latest === undefined || changed > latest ? changed : latest;
  }, undefined);
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', `${origin}${localizedPath(language, '/blog')}`)}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language)}`,
    `    <atom:link href="${escapeXml(`${origin}${rssPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange === undefined ? [] : [`    ${element('lastBuildDate', rfc822(lastChange))}`]),
    ...posts.map((post) => item(origin, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
