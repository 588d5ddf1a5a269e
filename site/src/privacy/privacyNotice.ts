import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contract/languages';
import type { PublishedPrivacyNotice } from '@app/contract/privacy';
import { privacyNoticeQueryKey } from '@app/contract/siteContentPaths';
import { useI18n } from '../i18n/I18nProvider';

/** The published privacy notice of a language: changed only by a publish, like site content. */
function privacyNoticeQuery(language: SiteLanguage) {
  return {
    queryKey: privacyNoticeQueryKey(language),
    staleTime: Number.POSITIVE_INFINITY,
  } as const;
}

/** /privacy reads the notice: its route prefetches it into the page state. */
export function prefetchPrivacyNotice(
  queryClient: QueryClient,
  _params: unknown,
  language: SiteLanguage,
): Promise<void> {
  return queryClient.prefetchQuery(privacyNoticeQuery(language));
}

/** The notice from the page state the server rendered: never fetched by the browser. */
export function usePrivacyNotice(): PublishedPrivacyNotice {
  const { locale } = useI18n();
  const { data } = useQuery<PublishedPrivacyNotice>({
    ...privacyNoticeQuery(locale),
    enabled: false,
  });
  if (data === undefined) throw new Error(`The page state holds no privacy notice in ${locale}`);
  return data;
}
