import type { QueryClient } from '@tanstack/react-query';
import { SITE_LANGUAGES, type SiteLanguage } from '@app/contract/languages';
import {
  inLanguage,
  siteContentQueryKey,
  type PublishedSiteContent,
} from '@app/contract/siteContent';
import { SITE_CONTENT_DEFAULTS } from '@app/contract/siteContentDefaults';

/**
 * What a fresh install publishes, in one language, as every page's state carries it: without the
 * privacy notice, which its page alone reads.
 */
export function publishedDefaults(language: SiteLanguage = 'en'): PublishedSiteContent {
  const { privacy: _readByItsPageAlone, ...pages } = SITE_CONTENT_DEFAULTS;
  return inLanguage(pages, language);
}

/**
 * Puts the published content of both languages in a query cache, as the server's page state does
 * (the defaults unless given): pages render from it and never fetch it.
 */
export function withSiteContent<Client extends QueryClient>(
  client: Client,
  content: Partial<Record<SiteLanguage, PublishedSiteContent>> = {},
): Client {
  for (const language of SITE_LANGUAGES) {
    client.setQueryData(
      siteContentQueryKey(language),
      content[language] ?? publishedDefaults(language),
    );
  }
  return client;
}

/** A stand-in BFF's answer to `GET /api/site-content/<language>`: the defaults; else undefined. */
export function siteContentAnswer(url: string | undefined): PublishedSiteContent | undefined {
  const language = SITE_LANGUAGES.find(
    (candidate) => url === siteContentQueryKey(candidate).join('/'),
  );
  return language === undefined ? undefined : publishedDefaults(language);
}
