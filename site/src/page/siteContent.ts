import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contract/languages';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import { siteContentQueryKey } from '@app/contract/siteContentPaths';
import { useI18n } from '../i18n/I18nProvider';

/**
 * The published site content of a language (services, packages, about, contact details…). Changed
 * only by a publish, which moves the content revision and so renders every page anew: fresh for
 * as long as the page lives.
 */
export function siteContentQuery(language: SiteLanguage) {
  return { queryKey: siteContentQueryKey(language), staleTime: Number.POSITIVE_INFINITY } as const;
}

/** Every page reads it (the footer shows the contact details): the layout route prefetches it. */
export function prefetchSiteContent(
  queryClient: QueryClient,
  _params: unknown,
  language: SiteLanguage,
): Promise<void> {
  return queryClient.prefetchQuery(siteContentQuery(language));
}

/**
 * The page's site content, from the page state the server rendered it with: never fetched by the
 * browser (the layout's prefetch put it there, and a page whose read failed is not rendered).
 */
export function useSiteContent(): PublishedSiteContent {
  const { locale } = useI18n();
  const { data } = useQuery<PublishedSiteContent>({ ...siteContentQuery(locale), enabled: false });
  if (data === undefined) throw new Error(`The page state holds no site content in ${locale}`);
  return data;
}
