import type { PostSummary } from '@app/contract/posts';
import { articlePath, PUBLIC_PAGES } from '@app/contract/publicPages';
import { lastModified } from './postDates';
import { escapeXml, XML_DECLARATION } from './xml';

/** W3C datetime (the sitemap protocol's lastmod) to the second, in UTC. */
export function w3cDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function url(loc: string, lastmod?: string): string {
  const modified = lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`;
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** sitemaps.org 0.9: every public page, then every post (in the given order) with its lastmod. */
export function renderSitemap(origin: string, posts: readonly PostSummary[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => url(`${origin}${page}`)),
    ...posts.map((post) =>
      url(`${origin}${articlePath(post.slug)}`, w3cDateTime(lastModified(post))),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
