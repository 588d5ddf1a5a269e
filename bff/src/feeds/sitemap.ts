import type { PostSummary } from '@app/contract/posts';
import {
  articleAddresses,
  articlePath,
  hreflangLinks,
  PUBLIC_PAGES,
  staticPageAddresses,
  type PageAddresses,
} from '@app/contract/publicPages';
import { localizedPath, SITE_LANGUAGES } from '@app/contract/languages';
import { lastModified } from './postDates';
import { escapeXml, XML_DECLARATION } from './xml';

/** W3C datetime (the sitemap protocol's lastmod) to the second, in UTC. */
export function w3cDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function url(origin: string, path: string, addresses: PageAddresses, lastmod?: string): string {
  const modified = lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`;
  const alternates = hreflangLinks(addresses).map(
    (link) =>
      `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(`${origin}${link.path}`)}"/>`,
  );
  return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}${alternates.join('')}</url>`;
}

/**
 * sitemaps.org 0.9: every public page in every language, then every post (in the given order)
 * at its language's address with its lastmod. A page in more than one language names them all
 * with `xhtml:link` (the hreflang form search engines read in sitemaps), the same set on each.
 */
export function renderSitemap(origin: string, posts: readonly PostSummary[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SITE_LANGUAGES.flatMap((language) =>
      PUBLIC_PAGES.map((page) =>
        url(origin, localizedPath(language, page), staticPageAddresses(page)),
      ),
    ),
    ...posts.map((post) =>
      url(
        origin,
        articlePath(post.slug, post.language),
        articleAddresses(post),
        w3cDateTime(lastModified(post)),
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
