import { Helmet } from 'react-helmet';
import {
  localizedPath,
  OG_LOCALE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@app/contract/languages';
import {
  BLOG_FEEDS,
  hreflangLinks,
  rssPath,
  staticPageAddresses,
  type PageAddresses,
} from '@app/contract/publicPages';
import { jsonForScript } from '../page/pageState';
import { useSiteContext } from '../page/siteContext';
import { useI18n } from '../i18n/I18nProvider';
import { DEFAULT_SHARE_IMAGE } from './siteFacts';
import { organizationJsonLd, webPageJsonLd } from './structuredData';
import { useSiteContent } from '../page/siteContent';

export interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /**
   * Path of the page, in any language (`/about`, `/ar/about`); its canonical URL is the path in
   * the page's language.
   */
  path: string;
  /** Share image: absolute, or a path on this origin. The site's logo when left out. */
  image?: string;
  type?: 'website' | 'article';
  /** The page's own structured data (schema.org objects), after the site's Organization. */
  jsonLd?: readonly object[];
  /** Keep the page out of search results (not-found pages). */
  noindex?: boolean;
  /** The language of the page's content: the page's own (the rendered language) unless given. */
  language?: SiteLanguage;
  /**
   * The page's path in each language it exists in: every language for a page that is not an
   * article (`staticPageAddresses`); an article passes its own (`articleAddresses`).
   */
  addresses?: PageAddresses;
}

/** Turns a path into an absolute URL on the public origin (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The page head in the page's language: title, description, canonical, the same page in the
 * other languages (`hreflang`, `og:locale:alternate`), Open Graph, Twitter card, the language's
 * RSS feed and JSON-LD (every page names the organisation behind it). A page kept out of search
 * results names no other language.
 */
export function Seo({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  type = 'website',
  jsonLd = [],
  noindex = false,
  language,
  addresses,
}: SeoProps) {
  const { origin } = useSiteContext();
  const intl = useI18n();
  const { contact } = useSiteContent();
  const { t } = intl;
  const pageLanguage = language ?? intl.locale;
  const siteName = t('site.name');
  const fullTitle = title === siteName ? title : t('seo.title', { title, siteName });
  const pageAddresses = addresses ?? staticPageAddresses(path);
  const url = absoluteUrl(origin, pageAddresses[pageLanguage] ?? localizedPath(pageLanguage, path));
  const imageUrl = absoluteUrl(origin, image);
  const alternates = noindex ? [] : hreflangLinks(pageAddresses);
  const otherLanguages = noindex
    ? []
    : SITE_LANGUAGES.filter(
        (other) => other !== pageLanguage && pageAddresses[other] !== undefined,
      );
  const feed = BLOG_FEEDS[pageLanguage];
  const pageData =
    type === 'website' && !noindex
      ? [webPageJsonLd({ url, title: fullTitle, description }, { t, locale: pageLanguage })]
      : [];
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex ? null : <link rel="canonical" href={url} />}
      {alternates.map((link) => (
        <link
          key={link.hreflang}
          rel="alternate"
          // Helmet writes attribute names as given: the lower-case name crawlers' docs show.
          {...{ hreflang: link.hreflang }}
          href={absoluteUrl(origin, link.path)}
        />
      ))}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={feed.title}
        href={absoluteUrl(origin, rssPath(pageLanguage))}
      />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={OG_LOCALE[pageLanguage]} />
      {otherLanguages.map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {[organizationJsonLd(origin, intl, contact), ...pageData, ...jsonLd].map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonForScript(data)}
        </script>
      ))}
    </Helmet>
  );
}
