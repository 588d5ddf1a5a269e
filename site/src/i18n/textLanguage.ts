import { LANGUAGE_DIRECTION, type SiteLanguage } from '@app/contract/languages';

export interface TextLanguageAttributes {
  lang?: SiteLanguage;
  dir?: 'ltr' | 'rtl';
}

/**
 * `lang` and `dir` for text written in another language than the page's (a post's title, its
 * description, its body): an English post on an Arabic page keeps its own direction, so its
 * punctuation and lists stay where the author put them, and a screen reader reads it in its
 * language. Nothing for text in the page's own language, which inherits both.
 */
export function textLanguageAttributes(
  textLanguage: SiteLanguage,
  pageLanguage: SiteLanguage,
): TextLanguageAttributes {
  return textLanguage === pageLanguage
    ? {}
    : { lang: textLanguage, dir: LANGUAGE_DIRECTION[textLanguage] };
}
