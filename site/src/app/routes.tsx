import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { HomePage, prefetchHome } from '../home/HomePage';
import { AboutPage } from '../about/AboutPage';
import { ServicesPage } from '../services/ServicesPage';
import { PackagesPage } from '../packages/PackagesPage';
import { BlogPage, prefetchBlog } from '../blog/BlogPage';
import { ArticlePage, prefetchArticle } from '../article/ArticlePage';
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
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
  /**
   * The query parameters the page reads. The server renders the page with only these, and keys
   * its page cache on them, so any other parameter (utm_source, a random one) shares one page.
   * None of today's pages reads any.
   */
  searchParams?: readonly string[];
  /**
   * Where to send the reader instead, once the prefetched data is known (a preview of a post
   * published since goes to the article); undefined renders the page.
   */
  redirect?: (queryClient: QueryClient, params: Params) => string | undefined;
  /**
   * A page for the holder of a secret link only (a preview, a meeting's manage link): rendered
   * for each request, never kept in the page cache or any other, out of search results, and its
   * address never sent on as a referrer.
   */
  private?: boolean;
}

/**
 * The public routes (see docs/public-site.md#pages), shared by the server renderer and the
 * browser router.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { prefetch: prefetchHome } },
      { path: 'about', element: <AboutPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'packages', element: <PackagesPage /> },
      { path: 'blog', element: <BlogPage />, handle: { prefetch: prefetchBlog } },
      { path: 'blog/:slug', element: <ArticlePage />, handle: { prefetch: prefetchArticle } },
      { path: 'contact', element: <ContactPage /> },
      {
        path: 'preview/:token',
        element: <PreviewPage />,
        handle: { prefetch: prefetchPreview, redirect: previewRedirect, private: true },
      },
      {
        path: 'meeting/:token',
        element: <MeetingPage />,
        handle: { prefetch: prefetchMeeting, private: true },
      },
      { path: '*', element: <NotFoundPage /> },
    ] satisfies (RouteObject & { handle?: SiteRouteHandle })[],
  },
];
