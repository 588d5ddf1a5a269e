import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { SiteLanguage } from '@app/contract/languages';

/**
 * What a route tells the server renderer: the queries its page reads, fetched into the cache
 * before rendering so the HTML carries the data and the browser does not fetch it again.
 */
export interface SiteRouteHandle {
  /** `language` is the page's, read from its address (`/ar/…` is Arabic). */
  prefetch?: (
    queryClient: QueryClient,
    params: Params,
    language: SiteLanguage,
    /** The query parameters the page reads (see searchParams), the others left out. */
    search: URLSearchParams,
  ) => Promise<unknown>;
  /**
   * The query parameters the page reads. The server renders the page with only these, and keys
   * its page cache on them, so any other parameter (utm_source, a random one) shares one page.
   * None of today's pages reads any.
   */
  searchParams?: readonly string[];
  /**
   * Where to send the reader instead, once the prefetched data is known (a preview of a post
   * published since goes to the article); undefined renders the page. A path is a temporary
   * redirect; a `permanent` one (an article asked in the other language's address) is for good.
   */
  redirect?: (
    queryClient: QueryClient,
    params: Params,
    language: SiteLanguage,
  ) => string | PermanentRedirect | undefined;
  /**
   * A page for the holder of a secret link only (a preview, a meeting's manage link): rendered
   * for each request, never kept in the page cache or any other, out of search results, and its
   * address never sent on as a referrer.
   */
  private?: boolean;
  /**
   * Query parameters (of searchParams) whose presence makes the page private as above: a site
   * content preview's token turns any page into the preview of a draft.
   */
  privateWith?: readonly string[];
  /**
   * Where the language switch leads from this page: by default the same page in the other
   * language; `translation`, an article's translation (the other blog when it has none);
   * `blog`, the other language's blog (a page the other language does not have).
   */
  languageSwitch?: 'translation' | 'blog';
}

/** The one address a page has for good: answered 308, so browsers and crawlers keep it. */
export interface PermanentRedirect {
  location: string;
  permanent: true;
}
