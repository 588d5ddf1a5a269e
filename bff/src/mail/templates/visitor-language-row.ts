import type { SiteLanguage } from '@app/contract/languages';
import { staffText } from '../messages/mailText';
import type { StaffKey } from '../messages/staff';

const LANGUAGE_NAMES: Readonly<Record<SiteLanguage, StaffKey>> = {
  en: 'language.en',
  ar: 'language.ar',
};

/**
 * The row of a staff notice that says which language the visitor wrote from (and is mailed in),
 * so staff answer in it. None for English, which every notice has always meant.
 */
export function visitorLanguageRows(
  language: SiteLanguage | undefined,
): Array<readonly [string, string]> {
  return language === undefined || language === 'en'
    ? []
    : [[staffText('row.language'), staffText(LANGUAGE_NAMES[language])]];
}
