import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  isSiteLanguage,
  type SiteLanguage,
} from '@app/contract/languages';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../navigation/languageSwitchMark';

/** The language the cookie remembers, if any (from `document.cookie`). */
export function rememberedLanguage(cookies: string): SiteLanguage | undefined {
  for (const cookie of cookies.split(';')) {
    const [name, value] = cookie.trim().split('=');
    if (name === LANGUAGE_COOKIE && isSiteLanguage(value)) return value;
  }
  return undefined;
}

/** The cookie that remembers `language` for a year, on every page of the site. */
export function languageCookie(language: string, secure: boolean): string {
  return (
    `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}

/**
 * Remembers the language a visitor picks with the language switch, for the whole life of the
 * page: before it is live (the switch is a plain link, often followed before the app loads) and
 * after, from this one listener. Only the choice is stored; no page is ever chosen by it.
 */
export function rememberLanguageChoice(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`);
      const language = link?.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
      if (!isSiteLanguage(language)) return;
      doc.cookie = languageCookie(language, doc.location.protocol === 'https:');
    },
    { capture: true },
  );
}
