import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contract/languages';
import type { PublishedSiteContent } from '@app/contract/siteContent';
import {
  SITE_PREVIEW_PARAM,
  SITE_PREVIEW_TOKEN_PATTERN,
  siteContentQueryKey,
  sitePreviewQueryKey,
} from '@app/contract/siteContentPaths';
import { useI18n } from '../i18n/I18nProvider';

/**
 * The published site content of a language (services, packages, about, contact details…). Changed
 * only by a publish, which moves the content revision and so renders every page anew: fresh for
 * as long as the page lives.
 */
export function siteContentQuery(language: SiteLanguage) {
  return { queryKey: siteContentQueryKey(language), staleTime: Number.POSITIVE_INFINITY } as const;
}

/** A preview link's content: the published one with a document's draft in its place. */
export function sitePreviewQuery(token: string, language: SiteLanguage) {
  return {
    queryKey: sitePreviewQueryKey(token, language),
    staleTime: Number.POSITIVE_INFINITY,
  } as const;
}

/** A preview token of the right shape: anything else names no preview and is never read. */
function wellFormed(token: string | null | undefined): string | undefined {
  return typeof token === 'string' && SITE_PREVIEW_TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * Every page reads it (the footer shows the contact details): the layout route prefetches it. A
 * preview link's page reads the draft too; the published content stays in the page state for the
 * pages its reader goes on to, which are the site as visitors see it.
 */
export function prefetchSiteContent(
  queryClient: QueryClient,
  _params: unknown,
  language: SiteLanguage,
  search: URLSearchParams,
): Promise<unknown> {
  const token = wellFormed(search.get(SITE_PREVIEW_PARAM));
  return Promise.all([
    queryClient.prefetchQuery(siteContentQuery(language)),
    token === undefined ? undefined : queryClient.prefetchQuery(sitePreviewQuery(token, language)),
  ]);
}

/**
 * The preview token in the address of the page being shown, well-formed or not (SiteLayout
 * provides it); undefined on every other page.
 */
export const SitePreviewToken = createContext<string | undefined>(undefined);

/** The draft a preview link shows, or undefined (no preview, or a link that does not work). */
export function usePreviewContent(): PublishedSiteContent | undefined {
  const { locale } = useI18n();
  const token = wellFormed(useContext(SitePreviewToken));
  const { data } = useQuery<PublishedSiteContent>({
    ...sitePreviewQuery(token ?? '', locale),
    enabled: false,
  });
  return token === undefined ? undefined : data;
}

/**
 * The page's site content, from the page state the server rendered it with: never fetched by the
 * browser (the layout's prefetch put it there, and a page whose read failed is not rendered). A
 * working preview link's page shows its draft instead.
 */
export function useSiteContent(): PublishedSiteContent {
  const { locale } = useI18n();
  const preview = usePreviewContent();
  const { data } = useQuery<PublishedSiteContent>({ ...siteContentQuery(locale), enabled: false });
  if (preview !== undefined) return preview;
  if (data === undefined) throw new Error(`The page state holds no site content in ${locale}`);
  return data;
}
