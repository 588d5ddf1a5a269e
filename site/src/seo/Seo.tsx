import { Helmet } from 'react-helmet';
import { BLOG_FEED, FEED_PATHS } from '@app/contract/publicPages';
import { jsonForScript } from '../app/pageState';
import { useSiteContext } from '../app/siteContext';
import { SITE_NAME, DEFAULT_SHARE_IMAGE } from './siteFacts';
import { organizationJsonLd } from './structuredData';

export interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Path of the page, for its canonical URL, e.g. `/blog/vat-basics`. */
  path: string;
  /** Share image: absolute, or a path on this origin. The site's logo when left out. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's own structured data (schema.org objects), after the site's Organization. */
  jsonLd?: readonly object[];
  /** Keep the page out of search results (not-found pages). */
  noindex?: boolean;
}

/** Turns a path into an absolute URL on the public origin (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The page head: title, description, canonical, Open Graph, Twitter card and JSON-LD (every page
 * names the organisation behind it).
 */
export function Seo({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  type = 'website',
  jsonLd = [],
  noindex = false,
}: SeoProps) {
  const { origin } = useSiteContext();
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(origin, path);
  const imageUrl = absoluteUrl(origin, image);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : <link rel="canonical" href={url} />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={BLOG_FEED.title}
        href={absoluteUrl(origin, FEED_PATHS.rss)}
      />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {[organizationJsonLd(origin), ...jsonLd].map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonForScript(data)}
        </script>
      ))}
    </Helmet>
  );
}
