import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRequest, RenderedPage } from '@app/contract/pageRenderer';
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
}

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

/**
 * The site's page renderer: request in, whole HTML page out. Used by the site's own HTTP server
 * behind nginx and by the embedded one-process mode. A render that fails answers 500 with the
 * bare client shell, which still renders the page in the browser.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const apiOrigin =
    typeof options.apiOrigin === 'string' ? () => options.apiOrigin as string : options.apiOrigin;

  return async function render(request: PageRequest): Promise<RenderedPage> {
    const origin = options.publicOrigin ?? originOf(request);
    try {
      const page = await renderPage({
        // The shell's own name is the home page, as any web server would answer it.
        url: request.url.replace(/^\/index\.html(?=$|\?)/, '/'),
        origin,
        apiOrigin: apiOrigin(),
        template,
      });
      if (page.location !== undefined) {
        return { status: page.status, headers: { Location: page.location }, body: '' };
      }
      return { status: page.status, headers: { ...HTML_HEADERS }, body: page.html };
    } catch (error) {
      options.onError?.(error, request.url);
      return { status: 500, headers: { ...HTML_HEADERS }, body: template };
    }
  };
}
