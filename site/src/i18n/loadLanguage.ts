import type { Locale } from './locales';
import { ENGLISH, type SiteLanguage } from './siteIntl';

/**
 * The catalogue of a language, before rendering in it. English is part of the app; another
 * language is a chunk of its own, fetched only by a page in that language.
 */
export async function loadLanguage(locale: Locale): Promise<SiteLanguage> {
  if (locale === 'en') return ENGLISH;
  const { ar } = await import(/* webpackChunkName: "messages-ar" */ './messages/ar');
  return { locale, messages: ar };
}
