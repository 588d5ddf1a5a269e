/**
 * The public site's pages and feeds, named once for the BFF (sitemap, RSS, robots.txt) and the
 * site (routes, head links). Browser-safe: imports only the languages.
 */
import {
  HREFLANG,
  HREFLANG_DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  localizedPath,
  type SiteLanguage,
} from './languages';

/**
 * The name pages and feeds give the site, in each language. The site's catalogues hold the same
 * words (`site.name`), which a test of the site compares with these.
 */
export const SITE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  en: 'Outsourced Finance Services',
  ar: 'خدمات الإدارة المالية الخارجية',
};

/** The English name, which English-only callers (e-mails, the admin) use. */
export const SITE_NAME = SITE_NAMES.en;

/** Every public page that is not an article, as a path on the public origin. */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/packages',
  '/blog',
  '/contact',
  '/privacy',
] as const;
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

/** The RSS feed of a language's blog: `/rss.xml` for English, `/ar/rss.xml` for Arabic. */
export function rssPath(language: SiteLanguage): string {
  return localizedPath(language, FEED_PATHS.rss);
}

export interface BlogFeed {
  title: string;
  description: string;
  language: SiteLanguage;
}

/** Each language's RSS channel: its blog, in the words of its /blog page (title and description). */
export const BLOG_FEEDS: Readonly<Record<SiteLanguage, BlogFeed>> = {
  en: {
    title: `Blog | ${SITE_NAMES.en}`,
    description:
      'Insights on accounting, payroll, compliance, forecasting and fundraising for startups and growing businesses in the UAE and Saudi Arabia.',
    language: 'en',
  },
  ar: {
    title: `المدونة | ${SITE_NAMES.ar}`,
    description:
      'رؤى حول المحاسبة وإدارة الرواتب والامتثال والتوقعات المالية وجمع التمويل للشركات الناشئة والشركات النامية في الإمارات العربية المتحدة والمملكة العربية السعودية.',
    language: 'ar',
  },
};

/** The English channel, at `/rss.xml`. */
export const BLOG_FEED = BLOG_FEEDS.en;

/** A page's path in each language it is published in (an article may be in one only). */
export type PageAddresses = Partial<Record<SiteLanguage, string>>;

/** A page that is not an article exists in every language, at its path under each prefix. */
export function staticPageAddresses(path: string): PageAddresses {
  return Object.fromEntries(
    SITE_LANGUAGES.map((language) => [language, localizedPath(language, path)]),
  );
}

/** What a post says about its language and its published translation (`PostSummary`). */
export interface TranslatedPost {
  slug: string;
  language: SiteLanguage;
  translationSlug: string | null;
}

/**
 * A post's article and, when it has a published translation, the translation's: the same set
 * whichever of the pair it is built from, so the two articles name each other.
 */
export function articleAddresses(post: TranslatedPost): PageAddresses {
  const addresses: PageAddresses = { [post.language]: articlePath(post.slug, post.language) };
  if (post.translationSlug !== null) {
    for (const language of SITE_LANGUAGES) {
      if (language !== post.language)
        addresses[language] = articlePath(post.translationSlug, language);
    }
  }
  return addresses;
}

export interface HreflangLink {
  /** `en`, `ar`, or `x-default` (the English page). */
  hreflang: string;
  path: string;
}

/**
 * The `hreflang` alternates of a page in more than one language, in the same order for each of
 * them (every language, then `x-default`): none for a page in one language only.
 */
export function hreflangLinks(addresses: PageAddresses): HreflangLink[] {
  const present = SITE_LANGUAGES.filter((language) => addresses[language] !== undefined);
  if (present.length < 2) return [];
  const links = present.map((language) => ({
    hreflang: HREFLANG[language],
    path: addresses[language]!,
  }));
  const fallback = addresses[HREFLANG_DEFAULT_LANGUAGE];
  return fallback === undefined ? links : [...links, { hreflang: 'x-default', path: fallback }];
}
