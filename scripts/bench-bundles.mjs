// Bundle budget benchmark: serves the built product in one process, loads a page in headless
// Chromium and sums the JavaScript it actually fetched on first load, as sent (compressed) and
// as gzip -9 of the file on disk. Usage: node scripts/bench-bundles.mjs [path ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remote } from 'webdriverio';
import { root } from './build-state.mjs';
import { assertFreshBuild, startProduct } from './bench/product.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/admin/'];

/** Maps a served URL back to the built file, to measure gzip -9 independently of the server. */
function distFile(pathname) {
  const [prefix, dir] = pathname.startsWith('/admin/')
    ? ['/admin/', 'admin/dist']
    : pathname.startsWith('/shared-ui/')
      ? ['/shared-ui/', 'shared-ui/dist']
      : ['/', 'site/dist'];
  return join(root, dir, pathname.slice(prefix.length));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

assertFreshBuild();
const server = await startProduct();
// A fresh browser per page, so one page's cached kit chunks do not flatter the next.
const openBrowser = () =>
  remote({
    logLevel: 'error',
    // The e2e suite's capabilities: Debian's Chromium and chromedriver, nothing downloaded.
    capabilities: JSON.parse(readFileSync(join(root, 'tests/stack/chromium.json'), 'utf8')),
  });
try {
  for (const path of paths) {
    const browser = await openBrowser();
    await browser.url(`${server.origin}${path}`);
    // Let lazy chunks that the first render asks for arrive before counting.
    await browser.pause(1500);
    const entries = await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, sent: e.encodedBodySize })),
    );
    let sent = 0;
    let gz = 0;
    console.log(`\nFirst-load JS of ${path}:`);
    for (const { url, sent: bytes } of entries) {
      const pathname = new URL(url).pathname;
      const gzip = gzipSync(readFileSync(distFile(pathname)), { level: 9 }).length;
      sent += bytes;
      gz += gzip;
      console.log(
        `  ${pathname.padEnd(60)} sent ${kb(bytes).padStart(9)}  gzip-9 ${kb(gzip).padStart(9)}`,
      );
    }
    console.log(`  total: ${entries.length} files, sent ${kb(sent)}, gzip-9 ${kb(gz)}`);
    await browser.deleteSession();
  }
} finally {
  await server.stop();
}
