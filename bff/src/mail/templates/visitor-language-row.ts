import type { SiteLanguage } from '@app/contract/languages';

const LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = { en: 'English', ar: 'Arabic' };

/**
 * The row of a staff notice that says which language the visitor wrote from (and is mailed in),
 * so staff answer in it. None for English, which every notice has always meant.
 */
export function visitorLanguageRows(
  language: SiteLanguage | undefined,
): Array<readonly [string, string]> {
  return language === undefined || language === 'en'
    ? []
    : [['Language', LANGUAGE_NAMES[language]]];
}
