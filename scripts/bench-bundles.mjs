// Bundle budget benchmark: serves the built product in one process, loads a page in headless
// Chromium and sums the JavaScript it actually fetched on first load, as sent (compressed) and
// as gzip -9 of the file on disk; the budget is 200 KB gzip-9 per page. Then the JavaScript
// fetched once the visitor acts (a pointer move starts hydration): for the record on the site,
// and held to the same budget for the admin's app, which its sign-in page loads then.
// Exits 1 when a page misses its budget. Usage: node scripts/bench-bundles.mjs [path ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remote } from 'webdriverio';
import { root } from './build-state.mjs';
import { checkBudget, reportBudgets } from './bench/budgets.mjs';
import { assertFreshBuild, startProduct } from './bench/product.mjs';

const FIRST_LOAD_BUDGET_KB = 200;

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
    const firstLoad = await fetchedScripts(browser, `First-load JS of ${path}`);
    checkBudget({
      bench: 'bundles',
      budget: `first-load JS of ${path} (gzip-9)`,
      figure: Number((firstLoad.gz / 1024).toFixed(1)),
      unit: 'KB',
      limit: FIRST_LOAD_BUDGET_KB,
    });
    // Both pages go live on the visitor's first intent (the admin's is its sign-in form,
    // rendered at build time): what that costs, on top. The admin's app is held to the budget
    // too, since every other admin address loads it from the start.
    await browser.action('pointer').move({ x: 1, y: 1, origin: 'viewport' }).perform();
    if (path.startsWith('/admin')) {
      await browser.waitUntil(
        () =>
          browser.execute(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => entry.name.endsWith('/shared-ui/remoteEntry.js')),
          ),
        { timeout: 30_000, timeoutMsg: 'the admin app never loaded' },
      );
    } else {
      await (await browser.$('html[data-hydrated="true"]')).waitForExist({ timeout: 30_000 });
    }
    await browser.pause(1500);
    const live = await fetchedScripts(browser, `JS of ${path} once live`, firstLoad.count);
    console.log(`  first load + live: gzip-9 ${kb(firstLoad.gz + live.gz)}`);
    if (path.startsWith('/admin')) {
      checkBudget({
        bench: 'bundles',
        budget: `JS of the admin app once live (gzip-9)`,
        figure: Number((live.gz / 1024).toFixed(1)),
        unit: 'KB',
        limit: FIRST_LOAD_BUDGET_KB,
      });
    }
    await browser.deleteSession();
  }
} finally {
  await server.stop();
}
if (!reportBudgets()) process.exitCode = 1;

/** Lists and sums the scripts the page fetched, from the `skip`-th on. */
async function fetchedScripts(browser, title, skip = 0) {
  const entries = (
    await browser.execute(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, sent: e.encodedBodySize })),
    )
  ).slice(skip);
  let sent = 0;
  let gz = 0;
  console.log(`\n${title}:`);
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
  return { count: skip + entries.length, sent, gz };
}
