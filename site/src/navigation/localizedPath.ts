import { useCallback } from 'react';
import { localizedPath } from '@app/contract/languages';
import { useI18n } from '../i18n/I18nProvider';

/**
 * Turns a site path into the same page in the page's own language: on an Arabic page `/about`
 * becomes `/ar/about` and `/#contact` `/ar#contact`; English paths stay as they are. Every
 * internal link goes through it (SiteLink does), so a visitor stays in the language they chose
 * until they use the language switch. Paths already in a language are moved to the page's one.
 */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useI18n();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
