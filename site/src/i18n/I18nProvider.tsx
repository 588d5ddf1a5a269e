import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createSiteIntl, ENGLISH_INTL, type SiteIntl, type SiteLanguage } from './siteIntl';

const I18nContext = createContext<SiteIntl>(ENGLISH_INTL);

/**
 * The language of everything under it, set at the app root (SiteApp) from the language the page
 * is rendered in; the server and the browser pass the same one, so both render the same text.
 */
export function I18nProvider({
  language,
  children,
}: {
  language: SiteLanguage;
  children: ReactNode;
}) {
  const intl = useMemo(
    () => (language.messages === ENGLISH_INTL.messages ? ENGLISH_INTL : createSiteIntl(language)),
    [language],
  );
  return <I18nContext.Provider value={intl}>{children}</I18nContext.Provider>;
}

/** The current language's texts: `t(key)`, `rich(key, values)`, its locale and direction. */
export function useI18n(): SiteIntl {
  return useContext(I18nContext);
}
