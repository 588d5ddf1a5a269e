/**
 * The languages of the public site and how each is addressed, named once for the site (routes,
 * links, the head), the BFF (sitemap, feeds, the addresses in e-mails) and the tests.
 * Browser-safe: no imports.
 *
 * English lives at the root of the site, as it always has; Arabic under `/ar`. A language is
 * chosen by the address alone: a cookie or `Accept-Language` may suggest the other one, never
 * redirect, so crawlers and shared links get the page they asked for.
 */

export const SITE_LANGUAGES = ['en', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly unknown[]).includes(value);
}

/** The writing direction of each language, for `<html dir>` and an e-mail's body. */
export const LANGUAGE_DIRECTION: Readonly<Record<SiteLanguage, 'ltr' | 'rtl'>> = {
  en: 'ltr',
  ar: 'rtl',
};

/**
 * The locale every date, time and number is formatted with, pinned so Node (the renderer, the
 * BFF's e-mails) and every browser print the same text: the Gregorian calendar and Latin digits
 * in both languages (business documents in the UAE and Saudi Arabia use them; Arabic-Indic digits
 * would also change how prices and phone numbers read). Arabic day periods come out as "ص"/"م".
 */
export const INTL_LOCALE: Readonly<Record<SiteLanguage, string>> = {
  en: 'en-US-u-ca-gregory-nu-latn',
  ar: 'ar-AE-u-ca-gregory-nu-latn',
};

/** `hreflang` of each language's pages; `x-default` names the English ones. */
export const HREFLANG: Readonly<Record<SiteLanguage, string>> = { en: 'en', ar: 'ar' };
export const HREFLANG_DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** `og:locale` of each language (the Open Graph form, language_TERRITORY). */
export const OG_LOCALE: Readonly<Record<SiteLanguage, string>> = { en: 'en_US', ar: 'ar_AR' };

/** The address prefix of each language's pages: none for English. */
export const LANGUAGE_PATH_PREFIX: Readonly<Record<SiteLanguage, string>> = { en: '', ar: '/ar' };

/** The cookie that remembers the visitor's last choice of the language switch (a year). */
export const LANGUAGE_COOKIE = 'site_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language a site path is in: Arabic for `/ar` and below, else English. */
export function languageOfPath(pathname: string): SiteLanguage {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** A path without its language prefix: `/ar/about` → `/about`, `/ar` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(LANGUAGE_PATH_PREFIX.ar.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in a language: `localizedPath('ar', '/about')` → `/ar/about`, `('ar', '/')` →
 * `/ar`, `('en', '/ar/about')` → `/about`. Query and hash are kept.
 */
export function localizedPath(language: SiteLanguage, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLanguage(pathname || '/');
  const prefix = LANGUAGE_PATH_PREFIX[language];
  if (prefix === '') return bare + tail;
  return (bare === '/' ? prefix : prefix + bare) + tail;
}
