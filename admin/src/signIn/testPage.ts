import { renderSignInPage } from './renderSignInPage';

/** A built index.html as the admin's build writes it, reduced to what the page is made from. */
const BUILT =
  '<!doctype html><html lang="en"><head><title>Admin Portal</title>' +
  '<script defer src="/admin/main.1a2b3c4d.js"></script></head>' +
  '<body><div id="root"><noscript>The admin portal needs JavaScript enabled.</noscript></div></body></html>';

/** The sign-in page the build would write from it (for the tests of the page). */
export function testSignInPage(): string {
  return renderSignInPage(BUILT, '/admin/boot.5e6f7a8b.js');
}
