/**
 * A server renderer for the public site's pages, handed to the embedded one-process mode by its
 * start script. The BFF knows nothing of screens: it passes the request along and sends back
 * whatever page the renderer (built in site/, loaded by scripts/start.mjs) produced.
 */
export interface PageRequest {
  /** Path and query, e.g. `/blog/vat?ref=x`. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;
