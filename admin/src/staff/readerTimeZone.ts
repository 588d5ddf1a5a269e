/**
 * The staff member's zone, which every date of the dashboard is written in. The browser knows it;
 * the server that renders a staff screen (admin/src/staffPages) learns it from this cookie, which
 * the app and the boot script keep up to date, so both write the same times. Scoped to the
 * admin's pages: the API never reads it. Free of React: the boot script sets it too.
 */
export const READER_ZONE_COOKIE = 'admin_zone';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Sets the cookie to this browser's zone (a device moved to another zone takes the new one). */
export function rememberReaderTimeZone(doc: Document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    `${READER_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; Path=/admin; ` +
    `Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}
