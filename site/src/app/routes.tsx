import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';
import { LANGUAGE_PATH_PREFIX, type SiteLanguage } from '@app/contract/languages';
import { SiteLayout } from '../layout/SiteLayout';
import { HomePage, prefetchHome } from '../home/HomePage';
import { AboutPage } from '../about/AboutPage';
import { ServicesPage } from '../services/ServicesPage';
import { PackagesPage } from '../packages/PackagesPage';
import { BlogPage, prefetchBlog } from '../blog/BlogPage';
import { ArticlePage, articleRedirect, prefetchArticle } from '../article/ArticlePage';
import { ContactPage } from '../contact/ContactPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { PreviewPage } from '../preview/PreviewPage';
import { prefetchPreview, previewRedirect } from '../preview/previewQuery';
import { MeetingPage } from '../meeting/MeetingPage';
import { prefetchMeeting } from '../meeting/meetingQuery';

/**
 * What a route tells the server renderer: the queries its page reads, fetched into the cache
 * before rendering so the HTML carries the data and the browser does not fetch it again.
 */
export interface SiteRouteHandle {
  /** `language` is the page's, read from its address (`/ar/…` is Arabic). */
  prefetch?: (queryClient: QueryClient, params: Params, language: SiteLanguage) => Promise<unknown>;
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

type SiteRoute = RouteObject & { handle?: SiteRouteHandle };

/**
 * The pages of every language, each at its English path: English mounts them at the root, Arabic
 * under `/ar` (the same route objects, so the two can never drift apart). A page reads its
 * language from the app's catalogue (useI18n), a handle from its `language` argument.
 */
const pages: SiteRoute[] = [
  { index: true, element: <HomePage />, handle: { prefetch: prefetchHome } },
  { path: 'about', element: <AboutPage /> },
  { path: 'services', element: <ServicesPage /> },
  { path: 'packages', element: <PackagesPage /> },
  { path: 'blog', element: <BlogPage />, handle: { prefetch: prefetchBlog } },
  {
    path: 'blog/:slug',
    element: <ArticlePage />,
    handle: { prefetch: prefetchArticle, redirect: articleRedirect, languageSwitch: 'translation' },
  },
  { path: 'contact', element: <ContactPage /> },
  {
    path: 'meeting/:token',
    element: <MeetingPage />,
    handle: { prefetch: prefetchMeeting, private: true },
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Staff share previews of drafts in the English page only. */
const englishOnlyPages: SiteRoute[] = [
  {
    path: 'preview/:token',
    element: <PreviewPage />,
    handle: {
      prefetch: prefetchPreview,
      redirect: previewRedirect,
      private: true,
      languageSwitch: 'blog',
    },
  },
];

/**
 * The public routes (see docs/public-site.md#pages), shared by the server renderer and the
 * browser router: English at the root, Arabic under `/ar` (anything else below it is the Arabic
 * not-found page).
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...pages,
      ...englishOnlyPages,
      { path: LANGUAGE_PATH_PREFIX.ar.slice(1), children: pages },
    ],
  },
];
