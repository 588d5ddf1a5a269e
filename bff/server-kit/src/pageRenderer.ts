/**
 * The interface between the site's server renderer (site/src/server) and whoever serves it: the
 * site's own HTTP server, and the BFF's embedded one-process mode, which knows nothing of screens
 * and passes the request along. Browser-safe: types only.
 */
export interface PageRequest {
  /** Path and query, e.g. `/blog/vat?ref=x`. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  /** The page, or its UTF-8 bytes when the renderer keeps it encoded (sent as they are). */
  body: string | Uint8Array;
}

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;
