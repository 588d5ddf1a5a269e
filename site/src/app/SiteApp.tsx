import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { INTL_LOCALE } from '@app/contract/languages';
import { Provider } from 'shared_ui/Provider';
import { ArabicFontFaces, ArabicWordsFont } from '../fonts/ArabicFontFaces';
import { I18nProvider } from '../i18n/I18nProvider';
import { ENGLISH, type SiteLanguage } from '../i18n/siteIntl';
import { SiteContextProvider, type SiteContextValue } from '../page/siteContext';

export interface SiteAppProps {
  queryClient: QueryClient;
  site: SiteContextValue;
  /** The language the page is rendered in, with its catalogue (../i18n/loadLanguage.ts). */
  language?: SiteLanguage;
  /** The router provider: static on the server, the browser router on the client. */
  children: ReactNode;
  /** Called once the page is live (the hydrating commit is done); the browser only. */
  onLive?: () => void;
}

/**
 * Kit theme and toaster, the query cache, the site facts, the language, then the routes. The server and the
 * browser render exactly this tree, which hydration needs.
 */
export function SiteApp({ queryClient, site, language = ENGLISH, children, onLive }: SiteAppProps) {
  // Effects run after the hydrating commit: from here on the page is live. Monitoring and the
  // end-to-end tests read the mark to tell a live page from server HTML still waiting for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onLive?.();
  }, [onLive]);
  return (
    <Provider locale={INTL_LOCALE[language.locale]}>
      <QueryClientProvider client={queryClient}>
        <SiteContextProvider value={site}>
          {language.locale === 'ar' ? <ArabicFontFaces /> : <ArabicWordsFont />}
          <I18nProvider language={language}>{children}</I18nProvider>
        </SiteContextProvider>
      </QueryClientProvider>
    </Provider>
  );
}
