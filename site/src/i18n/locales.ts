/**
 * The languages of the public site. English is the site as it is; Arabic is written and waits
 * for its routes (`/ar`), which will set the locale the app root is rendered with.
 */
export const LOCALES = ['en', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The writing direction of each language, for `<html dir>` once a page is rendered in it. */
export const TEXT_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', ar: 'rtl' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The locale of a `lang` attribute (`ar`, `ar-AE`), else the default. */
export function localeOf(lang: string | null | undefined): Locale {
  const primary = (lang ?? '').split('-')[0]?.toLowerCase();
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
