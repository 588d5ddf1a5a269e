import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fetchContentRevision } from '@app/contract/client';
import { createRevisionCache } from '@app/contract/revisionCache';
import type { PageRequest, RenderedPage } from '@app/contract/pageRenderer';
import { businessDate } from '../contact/calendarDates';
import { freshRead } from './freshRead';
import { withBootScript } from './htmlDocument';
import { renderPage } from './renderPage';

export interface PageRendererOptions {
  /** The client bundle's folder (its index.html is the page template). */
  distDir: string;
  /** The BFF's origin for server-side reads; a function when it is known only after start. */
  apiOrigin: string | (() => string);
  /**
   * Public origin for canonical URLs. Without it the request's Host (and X-Forwarded-Proto)
   * is used, which is right only behind a proxy that sets them.
   */
  publicOrigin?: string;
  /** Where a failed render is reported. */
  onError?: (error: unknown, url: string) => void;
  /**
   * How many rendered pages to keep in memory, each valid while the BFF's content revision is
   * unchanged (0 renders every request). 500 unless set.
   */
  cacheEntries?: number;
}

/** The statuses whose page depends only on the URL and the content: kept in the cache. */
const CACHEABLE_STATUS = new Set([200, 404]);

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Pages change whenever a post is saved: always revalidate.
  'Cache-Control': 'no-cache',
};

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value?.split(',')[0]?.trim();
}

function originOf(request: PageRequest): string {
  const proto = firstHeader(request.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  const host =
    firstHeader(request.headers['x-forwarded-host']) ?? firstHeader(request.headers.host);
  return `${proto}://${host ?? 'localhost'}`;
}

/** The built index.html, loading the boot script when the build has one. */
function pageTemplate(distDir: string): string {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const boot = readdirSync(distDir).find((file) => /^boot\.[0-9a-f]+\.js$/.test(file));
  return boot === undefined ? template : withBootScript(template, `/${boot}`);
}

/**
 * The site's page renderer: request in, whole HTML page out. Used by the site's own HTTP server
 * behind nginx and by the embedded one-process mode. A render that fails answers 500 with the
 * bare client shell, which still renders the page in the browser.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const template = pageTemplate(options.distDir);
  const apiOrigin =
    typeof options.apiOrigin === 'string' ? () => options.apiOrigin as string : options.apiOrigin;

  // Read after each request arrived, shared by the requests waiting at the same time.
  const currentRevision = freshRead(() => fetchContentRevision(apiOrigin()));
  const cache = createRevisionCache<RenderedPage>(options.cacheEntries ?? 500);

  /** From the cache while the content revision stands; rendered and not kept when unknown. */
  async function cachedPage(
    key: string,
    url: string,
    origin: string,
    today: string,
  ): Promise<RenderedPage> {
    let revision: number;
    try {
      revision = await currentRevision();
    } catch {
      // The BFF is unreachable: nothing is served from or stored in the cache.
      return renderFresh(url, origin, today);
    }
    return cache.get(
      revision,
      key,
      () => renderFresh(url, origin, today),
      (rendered) => CACHEABLE_STATUS.has(rendered.status),
    );
  }

  async function renderFresh(url: string, origin: string, today: string): Promise<RenderedPage> {
    const page = await renderPage({ url, origin, apiOrigin: apiOrigin(), template, today });
    if (page.location !== undefined) {
      return { status: page.status, headers: { Location: page.location }, body: '' };
    }
    // Encoded once: a cached page is then written as it is, never re-encoded per request.
    return { status: page.status, headers: { ...HTML_HEADERS }, body: Buffer.from(page.html) };
  }

  return async function render(request: PageRequest): Promise<RenderedPage> {
    const origin = options.publicOrigin ?? originOf(request);
    // The shell's own name is the home page, as any web server would answer it.
    const url = request.url.replace(/^\/index\.html(?=$|\?)/, '/');
    const now = new Date();
    // One date for the key and the page: a render that crosses midnight is kept under its own day.
    const today = businessDate(now);
    try {
      if (options.cacheEntries === 0) return await renderFresh(url, origin, today);
      // The footer shows the current year and the booking calendar opens on the business's
      // date: a new year, or a new day, is a new page.
      const key = `${now.getFullYear()} ${today} ${origin}${url}`;
      const page = await cachedPage(key, url, origin, today);
      // Callers may add headers of their own: each gets its own copy.
      return { ...page, headers: { ...page.headers } };
    } catch (error) {
      options.onError?.(error, request.url);
      return { status: 500, headers: { ...HTML_HEADERS }, body: template };
    }
  };
}
