import path from 'node:path';
import send from 'koa-send';
import { isApiPath } from '../http/apiPath';
import type { AppMiddleware } from '../http/types';
import { cacheControlFor } from './cachePolicy';
import type { PageRenderer } from '@app/server-kit/pageRenderer';
import { refusal } from '../http/refusal';

interface Mount {
  /** URL prefix, with trailing slash. */
  prefix: string;
  dir: string;
  /** Serve index.html for paths that are not files (client-side routes). */
  spaFallback: boolean;
  /**
   * The page answering the mount's own address, when the build wrote one: the admin's sign-in
   * page, rendered at build time (admin/src/signIn). index.html answers when it is missing.
   */
  landingPage?: string;
}

export function bundleMounts(bundlesDir: string): Mount[] {
  // Most specific first: the site owns every path the other two do not.
  return [
    { prefix: '/shared-ui/', dir: path.join(bundlesDir, 'shared-ui', 'dist'), spaFallback: false },
    {
      prefix: '/admin/',
      dir: path.join(bundlesDir, 'admin', 'dist'),
      spaFallback: true,
      landingPage: 'sign-in.html',
    },
    { prefix: '/', dir: path.join(bundlesDir, 'site', 'dist'), spaFallback: true },
  ];
}

/** `/blog/my-post` is a client-side route; `/missing.js` is a missing file and stays 404. */
function looksLikeFile(urlPath: string): boolean {
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/** Paths the site's renderer answers: routes (no file extension) and the shell itself. */
function isSitePage(urlPath: string): boolean {
  return !looksLikeFile(urlPath) || urlPath === '/index.html';
}

/** Koa sends a Buffer as it is; a bare Uint8Array would be taken for JSON. No copy is made. */
function bodyOf(body: string | Uint8Array): string | Buffer {
  return typeof body === 'string'
    ? body
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

export interface BundleRenderers {
  /** The site's server renderer (site/src/server). */
  renderPage?: PageRenderer;
  /** The admin's staff-screen renderer (admin/src/staffPages/server). */
  renderStaffPage?: PageRenderer;
}

/**
 * The embedded one-process mode: serves the three built bundles the way nginx does in
 * production (same mounts, fallbacks and cache rules). Never touches /api. With a page renderer,
 * the site's pages (every site path that is not a file, and its index.html) are rendered by it,
 * as the site's own server does behind nginx, instead of answering with the bare shell. With a
 * staff-screen renderer, every admin address that is not a file nor the sign-in page is asked of
 * it, as nginx asks the admin's renderer when a request carries cookies; it answers the app's
 * index.html for whatever it does not render.
 */
export function serveBundles(
  bundlesDir: string,
  { renderPage, renderStaffPage }: BundleRenderers = {},
): AppMiddleware {
  const mounts = bundleMounts(bundlesDir);
  const siteMount = mounts[mounts.length - 1];
  const adminMount = mounts.find((mount) => mount.prefix === '/admin/');

  const sendFrom = async (
    ctx: Parameters<AppMiddleware>[0],
    dir: string,
    file: string,
  ): Promise<boolean> => {
    try {
      const served = await send(ctx, file, {
        root: dir,
        // The compress middleware encodes on the fly and sets Vary; precompressed siblings would not.
        brotli: false,
        gzip: false,
        setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
      });
      return served !== undefined;
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return false;
      throw error;
    }
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();

    const urlPath = ctx.path === '/admin' ? '/admin/' : ctx.path;
    const mount = mounts.find((candidate) => urlPath.startsWith(candidate.prefix));
    if (!mount) return next();

    const relative = urlPath.slice(mount.prefix.length);
    const render =
      (mount === siteMount && isSitePage(urlPath) && renderPage) ||
      (mount === adminMount && relative !== '' && !looksLikeFile(urlPath) && renderStaffPage);
    if (render) {
      const page = await render({ url: ctx.url, headers: ctx.headers });
      ctx.status = page.status;
      ctx.set(page.headers);
      // Koa leaves the body out of a HEAD answer itself, keeping its length and status.
      ctx.body = bodyOf(page.body);
      return;
    }
    const file = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
    const served =
      (relative === '' &&
        mount.landingPage !== undefined &&
        (await sendFrom(ctx, mount.dir, mount.landingPage))) ||
      (await sendFrom(ctx, mount.dir, file)) ||
      (mount.spaFallback &&
        !looksLikeFile(urlPath) &&
        (await sendFrom(ctx, mount.dir, 'index.html')));
    if (!served) throw refusal(404, 'request.not-found');

    // no-cache means "revalidate": answer a matching If-Modified-Since with 304 and no body.
    if (ctx.fresh) ctx.status = 304;
  };
}
