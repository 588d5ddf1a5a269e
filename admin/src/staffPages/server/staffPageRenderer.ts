import { dehydrate } from '@tanstack/react-query';
import { apiJson, HttpError } from '@app/contract/client';
import type { SessionCheckResponse } from '@app/contract/auth';
import { SIGN_IN_PATHS } from '@app/contract/signInPaths';
import type { PageRenderer, PageRequest, RenderedPage } from '@app/server-kit/pageRenderer';
import { redactSecrets } from '@app/server-kit/redactSecrets';
import { createQueryClient } from '@app/shared-ui/host/queryClient';
import { ADMIN_BASENAME } from '../../app/paths';
import { ADMIN_HEADERS } from '../../auth/session';
import { isRoleAllowed } from '../../auth/ProtectedRoute';
import { builtFiles } from '../../serverRender/builtFiles';
import { READER_ZONE_COOKIE } from '../../staff/readerTimeZone';
import { clockParts } from '../../staff/zoneClock';
import type { StaffPageState } from '../pageState';
import { renderStaffPage } from './renderStaffPage';
import { serverScreenAt, type ReadApi } from './serverScreens';

export interface StaffPageRendererOptions {
  /** The admin's client bundle (index.html and the boot script). */
  distDir: string;
  /** Where the BFF answers the reads, e.g. http://bff:3000. */
  apiOrigin: string | (() => string);
  /** A render or a read that failed for another reason than the session (logged by the caller). */
  onError?: (error: unknown, url: string) => void;
}

/** The page depends on who asks: no cache keeps it for another. */
const RENDERED_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  Vary: 'Cookie',
};
/** The app's shell, as nginx serves it: revalidated, and also told apart by cookie here. */
const APP_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  Vary: 'Cookie',
};

function cookieHeader(request: PageRequest): string | undefined {
  const value = request.headers.cookie;
  return Array.isArray(value) ? value.join('; ') : value;
}

/** One cookie's value from a Cookie header, or undefined; a bad encoding counts as none. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The admin's staff screens rendered on the server (the inbox: ./serverScreens.ts): request in,
 * whole page out, for nginx's admin renderer upstream and the embedded one-process mode. The
 * screen reads and shows before any script runs; the boot script loads the app on the first act,
 * and the app hydrates the page from the state sent with it.
 *
 * Whatever it cannot render answers the app's own index.html, which the browser then draws as
 * before: an address that is no rendered screen, no session or one the BFF refuses (the app takes
 * the visitor to sign-in), a role the screen is not for (the app says Access Denied), no zone
 * cookie yet (the app sets it), or a read that failed.
 */
export function createStaffPageRenderer(options: StaffPageRendererOptions): PageRenderer {
  const { template, bootSrc } = builtFiles(options.distDir);
  const apiOrigin =
    typeof options.apiOrigin === 'string' ? () => options.apiOrigin as string : options.apiOrigin;
  const theApp = (): RenderedPage => ({ status: 200, headers: { ...APP_HEADERS }, body: template });

  return async function render(request: PageRequest): Promise<RenderedPage> {
    let url: URL;
    try {
      url = new URL(request.url, 'http://admin.invalid');
    } catch {
      return theApp();
    }
    const address = url.pathname.startsWith(`${ADMIN_BASENAME}/`)
      ? url.pathname.slice(ADMIN_BASENAME.length)
      : undefined;
    const screen = address === undefined ? undefined : serverScreenAt(address);
    const cookie = cookieHeader(request);
    const zone = cookie === undefined ? undefined : cookieValue(cookie, READER_ZONE_COOKIE);
    if (!screen || cookie === undefined || !zone || !clockParts(new Date(0), zone)) {
      return theApp();
    }

    const headers = { ...ADMIN_HEADERS, Cookie: cookie };
    const read: ReadApi = (path) => apiJson(`${apiOrigin()}${path}`, { headers });
    const client = createQueryClient();
    try {
      const { user } = await read<Partial<SessionCheckResponse>>(SIGN_IN_PATHS.me);
      if (!user || !isRoleAllowed(user.role, screen.roles)) return theApp();
      await screen.prefetch(client, read, url.searchParams);
      const state: StaffPageState = {
        address: `${address}${url.search}`,
        user,
        readerTimeZone: zone,
        queries: dehydrate(client),
      };
      const html = await renderStaffPage({ template, bootSrc, state });
      return { status: 200, headers: { ...RENDERED_HEADERS }, body: html };
    } catch (error) {
      // A session that ended, or a read refused for this member, is the app's to explain.
      if (!(error instanceof HttpError && error.status < 500)) {
        options.onError?.(error, redactSecrets(request.url));
      }
      return theApp();
    } finally {
      client.clear();
    }
  };
}
