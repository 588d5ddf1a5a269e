/**
 * The security headers of every response, in one place: the BFF's middleware
 * (bff/src/http/securityHeaders.ts), the site's renderer server (site/src/server/main.ts) and
 * nginx (nginx/templates/security-headers.inc.template, kept equal by
 * tests/unit/nginx-template.test.ts) all send these values. Browser-safe: constants only.
 */

/**
 * The Content-Security-Policy, directive by directive.
 *
 * - script-src 'self' with no nonce: pages carry no inline executable script (the page state and
 *   the JSON-LD are `application/json` / `application/ld+json` data blocks, which CSP does not
 *   run), so one policy fits every response and rendered pages can be cached and shared between
 *   visitors. A per-request nonce would make every page unique.
 * - No 'unsafe-eval': the federation runtime, the date picker and the editor run without it; the
 *   admin turns zod's eval-compiled parsers off (admin/src/zodWithoutEval.ts).
 * - style-src 'unsafe-inline': Emotion (under Chakra) inserts `<style>` elements at run time and
 *   the server rendering inlines critical styles and `style` attributes. Hashes cannot cover
 *   styles generated per page and per interaction; inline styles cannot run code.
 * - img-src data: for the inline favicon, blob: for the admin editor's previews of chosen files,
 *   https: because an article may show an image from another site (a post may use any http(s)
 *   image URL: docs/content-and-media.md#markdown-and-sanitising); an image cannot run code.
 *   Plain-http foreign images stay refused.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Powerful features nothing here uses, off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Sent on every response, whatever the scheme. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  // For browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/**
 * Cross-Origin-Opener-Policy, only on the documents that hold what their reader would not share:
 * the staff app, and a page whose address is a secret (a preview or a meeting's manage link: the
 * site's renderer adds it to those). It cuts the window references between them and other sites'
 * pages, and so asks the browser for a process of their own when one is opened.
 *
 * Public pages hold nothing of their reader's, and for them that new process is the dearest part
 * of a first visit: the browser sets the page up in a fresh renderer, and Lighthouse's mobile
 * audit of `/` went from 85-98 (TBT 142-570 ms) with the header to 99-100 (TBT 53-122 ms) without
 * it, five runs each alternated (docs/operations.md).
 */
export const OPENER_POLICY: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The staff app's addresses: `/admin` and everything under it. */
export function isStaffAppPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Sent only on responses that reach the browser over HTTPS: browsers ignore it on plain HTTP, and
 * a plain-HTTP trial must not be told to insist on HTTPS. nginx takes the max-age from
 * HSTS_MAX_AGE (this value by default).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers of one response; `path` is its request's path, when it could be read. */
export function securityHeaders({
  secure,
  path,
}: {
  secure: boolean;
  path?: string;
}): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...(path !== undefined && isStaffAppPath(path) ? OPENER_POLICY : {}),
    ...(secure ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
