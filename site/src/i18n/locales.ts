/**
 * The languages of the public site, as the site's components name them. The contract owns the
 * list, the directions and the addresses (`@app/contract/languages`), so the BFF's sitemap and
 * e-mails agree with the routes.
 */
import {
  DEFAULT_SITE_LANGUAGE,
  LANGUAGE_DIRECTION,
  SITE_LANGUAGES,
  isSiteLanguage,
  type SiteLanguage,
} from '@app/contract/languages';

export const LOCALES = SITE_LANGUAGES;

export type Locale = SiteLanguage;

export const DEFAULT_LOCALE: Locale = DEFAULT_SITE_LANGUAGE;

/** The writing direction of each language, for `<html dir>`. */
export const TEXT_DIRECTION = LANGUAGE_DIRECTION;

export const isLocale = isSiteLanguage;

/** The locale of a `lang` attribute (`ar`, `ar-AE`), else the default. */
export function localeOf(lang: string | null | undefined): Locale {
  const primary = (lang ?? '').split('-')[0]?.toLowerCase();
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
