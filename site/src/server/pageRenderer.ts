import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fetchContentRevision, fetchSettings } from '@app/contract/publicReads';
import {
  errorText,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type ErrorCode,
} from '@app/contract/errorCodes';
import type { PublicCalendar } from '@app/contract/availability';
import type { PublicSettings } from '@app/contract/settings';
import { createRevisionCache } from '@app/server-kit/revisionCache';
import type { PageRequest, RenderedPage } from '@app/server-kit/pageRenderer';
import { requestOrigin } from '@app/server-kit/publicOrigin';
import { redactSecrets } from '@app/server-kit/redactSecrets';
import { OPENER_POLICY } from '@app/server-kit/securityHeaders';
import { languageOfPath } from '@app/contract/languages';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/routes';
import type { SiteRouteHandle } from '../page/routeHandle';
import { businessDate } from '../contact/calendarDates';
import { freshRead } from './freshRead';
import { withBootScript } from '@app/shared-ui/host/boot/bootScriptTag';
import { renderPage } from './renderPage';

export interface PageRendererOptions {
  /** The client bundle's folder (its index.html is the page template). */
  distDir: string;
  /** The BFF's origin for server-side reads; a function when it is known only after start. */
  apiOrigin: string | (() => string);
  /** Public origin for canonical URLs (SITE_URL). Without it, the request's (see trustProxy). */
  publicOrigin?: string;
  /**
   * Believe X-Forwarded-Proto and X-Forwarded-Host (TRUST_PROXY): only behind a proxy that sets
   * them, as nginx does. Otherwise the scheme is http and the host the Host header.
   */
  trustProxy?: boolean;
  /** Where a failed render is reported (the URL with its secret tokens redacted). */
  onError?: (error: unknown, url: string) => void;
  /**
   * The clock of the page's dates (the footer's year, the booking calendar's today, counted in
   * the business's zone as the BFF's settings give it); tests move it.
   */
  now?: () => Date;
  /**
   * Where a refused request (a Host that is no host name, a target that is no path) is reported,
   * its URL with the secret tokens redacted.
   */
  onBadRequest?: (reason: string, url: string) => void;
  /**
   * How many rendered pages to keep in memory, each valid while the BFF's content revision is
   * unchanged (0 renders every request). 500 unless set.
   */
  cacheEntries?: number;
}

/** The business date a page is rendered on, and the zone it was counted in (unknown: undefined). */
interface Day {
  today: string;
  zone: string | undefined;
  calendar: PublicCalendar | undefined;
}

/** The statuses whose page depends only on the URL and the content: kept in the cache. */
const CACHEABLE_STATUS = new Set([200, 404]);

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Pages change whenever a post is saved: always revalidate.
  'Cache-Control': 'no-cache',
};

/**
 * A private page (a preview link's, a meeting's manage link's): no cache may keep it, no search
 * engine may list it, the secret in its address goes to no other site as a referrer, and no other
 * site's window keeps a handle on it.
 */
const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  ...OPENER_POLICY,
};

/**
 * What a page whose data could not be read answers, with 503: a page of its own rather than the
 * app (which would show a missing post or an empty list), kept by nobody, and reloading itself
 * through a plain link.
 */
const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Temporarily unavailable</title>' +
  '<style>body{font-family:system-ui,sans-serif;margin:0;padding:6rem 1.5rem;text-align:center;' +
  'color:#1a202c}a{color:#1a4fa0}</style></head><body><main>' +
  '<h1>This page is temporarily unavailable</h1>' +
  '<p>Its content could not be loaded just now. Please <a href="">try again</a> in a few ' +
  'seconds.</p></main></body></html>';

/** The built index.html, loading the boot script when the build has one. */
function pageTemplate(distDir: string): string {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const boot = readdirSync(distDir).find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
  return boot === undefined ? template : withBootScript(template, `/${boot}`, 'async');
}

/** A JSON error like the API's, for requests no page can answer. */
function refused(status: number, code: ErrorCode): RenderedPage {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify({ error: errorText(code), code }),
  };
}

type PageTarget =
  /**
   * The page to render: its path and the query parameters its route reads; `private` when its
   * route is (see SiteRouteHandle).
   */
  | { path: string; search: string; private: boolean }
  /** The same page under its one canonical spelling. */
  | { location: string }
  | undefined;

/**
 * The page a request target names. The path is read on a fixed host, so `//evil.example/x` and
 * `/\evil.example/x` stay paths (read as URLs they would name another host, and the server would
 * render `/x` where the browser's router sees `//evil.example/x`). A path with empty segments is
 * sent to its single-slash form, a path on this site whatever follows; any other non-path target
 * (`*`, an absolute URL) is undefined. Only the query parameters the route declares are kept.
 */
function pageTarget(url: string): PageTarget {
  if (!url.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(`http://page${url}`);
  } catch {
    return undefined;
  }
  const pathname = parsed.pathname === '/index.html' ? '/' : parsed.pathname;
  if (pathname.includes('//')) {
    // Starts with one slash and holds no two in a row: a path, never `//host` in a browser.
    return { location: `${pathname.replace(/\/{2,}/g, '/')}${parsed.search}` };
  }
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.handle as SiteRouteHandle | undefined,
  );
  const declared = new Set(handles.flatMap((handle) => handle?.searchParams ?? []));
  const kept = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) if (declared.has(name)) kept.append(name, value);
  kept.sort();
  const search = kept.toString();
  return {
    path: pathname,
    search: search === '' ? '' : `?${search}`,
    private: handles.some(
      (handle) =>
        handle?.private === true || (handle?.privateWith ?? []).some((name) => kept.has(name)),
    ),
  };
}

/**
 * The site's page renderer: request in, whole HTML page out. Used by the site's own HTTP server
 * behind nginx and by the embedded one-process mode. A render that fails answers 500 with the
 * bare client shell, which still renders the page in the browser; a page whose data could not be
 * read answers 503 with Retry-After.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const template = pageTemplate(options.distDir);
  const apiOrigin =
    typeof options.apiOrigin === 'string' ? () => options.apiOrigin as string : options.apiOrigin;
  const trustProxy = options.trustProxy ?? false;

  // Read after each request arrived, shared by the requests waiting at the same time.
  const currentRevision = freshRead(() => fetchContentRevision(apiOrigin()));
  // Read as freshly: a BFF restarted with another BOOKING_TIMEZONE counts days in it at once.
  const currentSettings = freshRead(() => fetchSettings(apiOrigin()));
  const cache = createRevisionCache<RenderedPage>(options.cacheEntries ?? 500);
  let known: PublicSettings | undefined;

  /** The business's zone and calendar: the BFF's, the last it gave while it is unreachable. */
  async function businessSettings(): Promise<PublicSettings | undefined> {
    try {
      known = await currentSettings();
    } catch {
      // Unreachable: the pages rendered meanwhile are not cached (see render).
    }
    return known;
  }

  /** From the cache while the content revision stands; rendered and not kept when unknown. */
  async function cachedPage(
    key: string,
    url: string,
    origin: string,
    day: Day,
  ): Promise<RenderedPage> {
    let revision: number;
    try {
      revision = await currentRevision();
    } catch {
      // The BFF is unreachable: nothing is served from or stored in the cache.
      return renderFresh(url, origin, day);
    }
    return cache.get(
      revision,
      key,
      () => renderFresh(url, origin, day),
      (rendered) => CACHEABLE_STATUS.has(rendered.status),
    );
  }

  async function renderFresh(url: string, origin: string, day: Day): Promise<RenderedPage> {
    // The address alone names the language (`/ar/…`), and the url is part of the cache key, so
    // each language's page is its own entry.
    const locale = languageOfPath(new URL(url, 'http://page').pathname);
    const page = await renderPage({
      url,
      origin,
      apiOrigin: apiOrigin(),
      template,
      today: day.today,
      businessTimeZone: day.zone,
      bookingCalendar: day.calendar,
      locale,
    });
    if (page.location !== undefined) {
      return { status: page.status, headers: { Location: page.location }, body: '' };
    }
    if (page.status === 503) {
      return {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
        },
        body: UNAVAILABLE_PAGE,
      };
    }
    // Encoded once: a cached page is then written as it is, never re-encoded per request.
    return { status: page.status, headers: { ...HTML_HEADERS }, body: Buffer.from(page.html) };
  }

  return async function render(request: PageRequest): Promise<RenderedPage> {
    // Checked even with a configured origin: a Host that is no host name is a broken request.
    const requestedOrigin = requestOrigin(request, { trustProxy });
    if (requestedOrigin === undefined) {
      options.onBadRequest?.('invalid host', redactSecrets(request.url));
      return refused(400, 'request.invalid-host');
    }
    const target = pageTarget(request.url);
    if (target === undefined) {
      options.onBadRequest?.('not a path', redactSecrets(request.url));
      return refused(400, 'request.target-not-a-path');
    }
    if ('location' in target) {
      return { status: 301, headers: { Location: target.location }, body: '' };
    }
    const origin = options.publicOrigin ?? requestedOrigin;
    const url = `${target.path}${target.search}`;
    const now = (options.now ?? (() => new Date()))();
    try {
      const settings = await businessSettings();
      const zone = settings?.businessTimeZone;
      // One date for the key and the page: a render that crosses midnight is kept under its own day.
      const day: Day = { today: businessDate(now, zone), zone, calendar: settings?.calendar };
      if (target.private) {
        const page = await renderFresh(url, origin, day);
        return { ...page, headers: { ...page.headers, ...PRIVATE_PAGE_HEADERS } };
      }
      // A page counted in no zone the BFF gave is right only until the BFF answers.
      if (options.cacheEntries === 0 || zone === undefined) {
        return await renderFresh(url, origin, day);
      }
      // The footer shows the current year and the booking calendar opens on the business's
      // date, in the business's zone: a new year, day or zone is a new page. The origin is part
      // of every absolute URL in the page, so each origin has its own entry.
      // The calendar's closed days are in the page too: a closure staff add is a new page.
      const key = `${now.getFullYear()} ${day.today} ${zone} ${JSON.stringify(day.calendar ?? null)} ${origin}${url}`;
      const page = await cachedPage(key, url, origin, day);
      // Callers may add headers of their own: each gets its own copy.
      return { ...page, headers: { ...page.headers } };
    } catch (error) {
      // A private page's token is its secret: the hooks only log, and logs get no secrets.
      options.onError?.(error, redactSecrets(request.url));
      return { status: 500, headers: { ...HTML_HEADERS }, body: template };
    }
  };
}
