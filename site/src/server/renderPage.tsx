import type { PublicCalendar } from '@app/contract/availability';
import { renderToMarkup } from '@app/shared-ui/host/server/renderToMarkup';
import { Helmet, type HelmetData } from 'react-helmet';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { HttpError } from '@app/contract/client';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { SiteApp } from '../app/SiteApp';
import { jsonForScript, type PageState } from '../page/pageState';
import { routes } from '../app/routes';
import type { SiteRouteHandle } from '../page/routeHandle';
import { createPageEmotionCache } from '../app/emotionCache';
import { businessDate } from '../contact/calendarDates';
import { languageOfPath } from '@app/contract/languages';
import type { Locale } from '../i18n/locales';
import { loadLanguage } from '../i18n/loadLanguage';
import { fillDocument, type DocumentParts } from './htmlDocument';
import { createServerQueryClient } from './serverQueryClient';
import { serialize } from './serialize';

export interface RenderOptions {
  /** Path and query of the request, e.g. `/blog/vat?utm=x`. */
  url: string;
  /** Public origin of the site (canonical URLs), e.g. https://example.com. */
  origin: string;
  /** Where the BFF answers server-side reads, e.g. http://bff:3000. */
  apiOrigin: string;
  /** The built index.html of the client bundle (script tags of the hydrating app). */
  template: string;
  /** The business's IANA zone, from the BFF's settings; the runtime's if unknown. */
  businessTimeZone?: string;
  /** The booking calendar's days off and closed dates, from GET /api/settings. */
  bookingCalendar?: PublicCalendar;
  /** The business date to render the booking calendar on; this moment's in the zone if unset. */
  today?: string;
  /** The language to render the page in; the language of the path (`/ar/…`) if unset. */
  locale?: Locale;
}

export interface RenderResult {
  /** 503 when a read the page needs failed: nothing was rendered (`html` is empty). */
  status: number;
  /** Set when the route redirects. */
  location?: string;
  html: string;
}

const handler = createStaticHandler(routes);

async function prefetchRoute(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  locale: Locale,
  search: URLSearchParams,
) {
  await Promise.all(
    context.matches.map((match) => {
      const handle = match.route.handle as SiteRouteHandle | undefined;
      return handle?.prefetch?.(queryClient, match.params, locale, search);
    }),
  );
}

/** The first redirect a matched route asks for, now that its data is in the cache. */
function routeRedirect(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  locale: Locale,
): { status: number; location: string } | undefined {
  for (const match of context.matches) {
    const handle = match.route.handle as SiteRouteHandle | undefined;
    const redirect = handle?.redirect?.(queryClient, match.params, locale);
    if (redirect === undefined) continue;
    // A path is temporary: what the address leads to depends on the data, which may change
    // again. A permanent one is the page's own address (308 keeps the method, as 301 may not).
    return typeof redirect === 'string'
      ? { status: 302, location: redirect }
      : { status: 308, location: redirect.location };
  }
  return undefined;
}

/**
 * A read that failed for another reason than "there is no such thing" (the BFF answered 5xx or
 * could not be reached). Rendered, it would show as a missing post or an empty list, which is not
 * what the site holds: the page is not rendered at all.
 */
function readFailed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some(
      ({ state }) =>
        state.status === 'error' &&
        !(state.error instanceof HttpError && state.error.status === 404),
    );
}

/**
 * One page, server-side: the route's data is fetched into a fresh query cache, the tree is
 * rendered with its styles collected by a per-request Emotion cache and its head by Helmet, and
 * everything lands in the client's index.html together with the state the browser hydrates from.
 */
export async function renderPage({
  url,
  origin,
  apiOrigin,
  template,
  businessTimeZone,
  bookingCalendar,
  today = businessDate(new Date(), businessTimeZone),
  locale,
}: RenderOptions): Promise<RenderResult> {
  const address = new URL(url, origin);
  const pageLocale = locale ?? languageOfPath(address.pathname);
  const request = new Request(address);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? '/', html: '' };
  }

  const queryClient = createServerQueryClient(apiOrigin);
  await prefetchRoute(queryClient, context, pageLocale, address.searchParams);
  if (readFailed(queryClient)) {
    queryClient.clear();
    return { status: 503, html: '' };
  }
  const redirect = routeRedirect(queryClient, context, pageLocale);
  if (redirect !== undefined) {
    queryClient.clear();
    return { ...redirect, html: '' };
  }

  const language = await loadLanguage(pageLocale);
  let status = context.statusCode;
  const site = {
    origin,
    today,
    businessTimeZone,
    bookingCalendar,
    recordStatus: (code: number) => (status = code),
  };
  const cache = createPageEmotionCache();
  // Created before rendering: it puts the cache in the mode where styles are collected, not
  // written inline next to each element.
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Helmet collects heads in module state: one render at a time, so pages never mix heads.
  const { markup, head } = await serialize(async () => {
    const markup = await renderToMarkup(
      <CacheProvider value={cache}>
        <SiteApp queryClient={queryClient} site={site} language={language}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteApp>
      </CacheProvider>,
    );
    return { markup, head: Helmet.renderStatic() };
  });

  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  const state: PageState = {
    origin,
    today,
    businessTimeZone,
    bookingCalendar,
    queries: dehydrate(queryClient, {
      // A missing post is part of the page too: the browser must not fetch it again.
      shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    }),
  };
  queryClient.clear();

  return {
    status,
    html: fillDocument(template, headParts(head, styles, markup, jsonForScript(state))),
  };
}

function headParts(head: HelmetData, styles: string, markup: string, state: string): DocumentParts {
  return {
    htmlAttributes: head.htmlAttributes.toString(),
    head: [
      head.title.toString(),
      head.meta.toString(),
      head.link.toString(),
      head.script.toString(),
      styles,
    ].join(''),
    body: markup,
    state,
  };
}
