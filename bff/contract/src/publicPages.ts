/**
 * The public site's pages and feeds, named once for the BFF (sitemap, RSS, robots.txt) and the
 * site (routes, head links). Browser-safe: imports only the languages.
 */
import { localizedPath, type SiteLanguage } from './languages';

/** The name pages and feeds give the site. */
export const SITE_NAME = 'Outsourced Finance Services';

/** Every public page that is not an article, as a path on the public origin. */
export const PUBLIC_PAGES = ['/', '/about', '/services', '/packages', '/blog', '/contact'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The path of a post's article page, in the language of the post (English by default). */
export function articlePath(slug: string, language: SiteLanguage = 'en'): string {
  return localizedPath(language, `/blog/${encodeURIComponent(slug)}`);
}

/** Served by the BFF at the site root (embedded and behind nginx). */
export const FEED_PATHS = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/rss.xml',
} as const;

/** The RSS channel: the blog, in the words of the /blog page. */
export const BLOG_FEED = {
  title: `Blog | ${SITE_NAME}`,
  description:
    'Insights on accounting, payroll, compliance, forecasting and fundraising for startups and growing businesses in the UAE and Saudi Arabia.',
  language: 'en',
} as const;
