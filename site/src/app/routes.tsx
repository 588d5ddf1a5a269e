import type { RouteObject } from 'react-router-dom';
import { LANGUAGE_PATH_PREFIX } from '@app/contract/languages';
import type { SiteRouteHandle } from '../page/routeHandle';
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
import { prefetchSiteContent } from '../page/siteContent';
import { SITE_PREVIEW_PARAM } from '@app/contract/siteContentPaths';
import { MeetingPage } from '../meeting/MeetingPage';
import { PrivacyPage } from '../privacy/PrivacyPage';
import { prefetchPrivacyNotice } from '../privacy/privacyNotice';
import { prefetchMeeting } from '../meeting/meetingQuery';

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
  { path: 'privacy', element: <PrivacyPage />, handle: { prefetch: prefetchPrivacyNotice } },
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
    // The footer and the head of every page show site content: it is part of every page's state.
    // A preview link's token shows a draft of it instead, on a page no cache keeps.
    handle: {
      prefetch: prefetchSiteContent,
      searchParams: [SITE_PREVIEW_PARAM],
      privateWith: [SITE_PREVIEW_PARAM],
    },
    children: [
      ...pages,
      ...englishOnlyPages,
      { path: LANGUAGE_PATH_PREFIX.ar.slice(1), children: pages },
    ],
  },
];
