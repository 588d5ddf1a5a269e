// Lighthouse budget benchmark (mobile preset, Lighthouse's default): serves the built product in
// one process with the demo posts, audits each page in Debian's Chromium and checks the budgets.
// A public page is audited BENCH_LIGHTHOUSE_RUNS times (5 by default, Lighthouse's advice for a
// machine with variable load) and each figure is judged on its median over the runs (Lighthouse
// CI's "median" aggregation): on a shared 2-core machine one run's score moves by several points
// and its TBT by 100 ms or more. Every run's performance and TBT are printed.
// The staff screens get BENCH_LIGHTHOUSE_ADMIN_RUNS runs (3 by default); `--admin` audits only
// the admin's sign-in (/admin/) and the signed-in inbox and Content Library.
// Exits 1 when a page misses one. Usage: node scripts/bench-lighthouse.mjs [--admin | path ...]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { checkBudget, reportBudgets } from './bench/budgets.mjs';
import { assertFreshBuild, startProduct } from './bench/product.mjs';

/** The staff app's budgets: accessibility and best practices (its pages are not for crawlers). */
const ADMIN_BUDGETS = { accessibility: 100, 'best-practices': 100 };

/** Public pages: performance >= 90, the other categories 100, and the three vitals. */
const BUDGETS = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Runs per public page, and per staff screen (their performance is reported as a median too). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const ADMIN_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_ADMIN_RUNS ?? 3));

/** The staff screens audited signed in (the sign-in screen is /admin/ itself). */
const SIGNED_IN = new Set(['/admin/blog', '/admin/inbox']);

/** The admin the benchmark's own product creates at start, to audit the signed-in screens. */
const BENCH_ADMIN = { username: 'bench-admin', password: `bench-${Date.now()}-password` };

async function adminCookie(origin) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`bench admin sign-in failed: ${response.status}`);
  // A staff member's browser also holds the zone cookie the admin sets on its first load, which
  // lets the server render the inbox in their zone; Chromium runs in this machine's zone.
  // (The name is READER_ZONE_COOKIE of admin/src/staff/readerTimeZone.ts.)
  const zone = `admin_zone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
  return [...response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]), zone].join(
    '; ',
  );
}

/** Enquiries for the inbox to list, sent as visitors send them (the demo data has none). */
async function sendEnquiries(origin, count) {
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({
        name: `Bench Visitor ${i}`,
        email: `bench-visitor-${i}@example.com`,
        services: 'Bookkeeping, Payroll',
        message: 'We are a 40-person startup in Dubai looking for monthly bookkeeping and payroll.',
        bookMeeting: false,
      }),
    });
    if (!response.ok) throw new Error(`bench enquiry failed: ${response.status}`);
  }
}

/** The page of the newest post in a language: /blog/<slug>, or /ar/blog/<slug>. */
async function articlePath(origin, language = 'en') {
  const posts = await (await fetch(`${origin}/api/posts?language=${language}`)).json();
  const prefix = language === 'en' ? '' : `/${language}`;
  return posts.length > 0 ? `${prefix}/blog/${posts[0].slug}` : undefined;
}

/** `--article` and `--article-ar` stand for the newest post's page in English and in Arabic. */
function resolvePath(origin, arg) {
  if (arg === '--article') return articlePath(origin);
  if (arg === '--article-ar') return articlePath(origin, 'ar');
  return Promise.resolve(arg);
}

// BENCH_ORIGIN audits a product that is already running instead of starting one.
const product = process.env.BENCH_ORIGIN
  ? { origin: process.env.BENCH_ORIGIN, stop: async () => undefined }
  : (assertFreshBuild(),
    await startProduct({
      seedDemo: true,
      env: { ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
    }));
const args = process.argv.slice(2);
const requested = args.includes('--admin')
  ? ['/admin/', '/admin/inbox', '/admin/blog']
  : await Promise.all(args.map((arg) => resolvePath(product.origin, arg)));
const paths =
  requested.length > 0
    ? requested.filter(Boolean)
    : [
        '/',
        '/about',
        '/services',
        '/packages',
        '/blog',
        await articlePath(product.origin),
        '/contact',
        '/ar',
        await articlePath(product.origin, 'ar'),
        '/admin/',
        '/admin/blog',
        '/admin/inbox',
      ].filter(Boolean);
const cookie = paths.some((path) => SIGNED_IN.has(path))
  ? await adminCookie(product.origin)
  : undefined;
if (paths.includes('/admin/inbox') && !process.env.BENCH_ORIGIN) {
  await sendEnquiries(product.origin, 3);
}

// A server in service is warm: render each page a few times first, so the audit measures the
// page and not the renderer's first-request compilation.
for (const path of paths) {
  const headers = SIGNED_IN.has(path) && cookie ? { Cookie: cookie } : {};
  for (let i = 0; i < 3; i++) await (await fetch(`${product.origin}${path}`, { headers })).text();
}

const misses = [];
const rows = [];
try {
  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < (path.startsWith('/admin') ? ADMIN_RUNS : RUNS); run++) {
      runs.push(await audit(path));
    }
    // Lighthouse's own representative run (nearest the median FCP and TTI): its report is saved
    // and its failing audits are named below.
    const { categories, audits } = computeMedianRun(runs);
    if (process.env.BENCH_REPORT_DIR) {
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
      writeFileSync(
        join(process.env.BENCH_REPORT_DIR, `${name}.json`),
        JSON.stringify({ categories, audits }),
      );
    }
    const score = (id) => runs.map((lhr) => Math.round(lhr.categories[id].score * 100));
    const metric = (id) => runs.map((lhr) => lhr.audits[id].numericValue);
    const tbt = metric('total-blocking-time').map(Math.round);
    const row = {
      path,
      runs: score('performance').join(' '),
      'tbt runs': tbt.join(' '),
      performance: median(score('performance')),
      accessibility: median(score('accessibility')),
      'best-practices': median(score('best-practices')),
      seo: median(score('seo')),
      lcpMs: Math.round(median(metric('largest-contentful-paint'))),
      tbtMs: median(tbt),
      cls: Number(median(metric('cumulative-layout-shift')).toFixed(3)),
    };
    rows.push(row);
    for (const [key, budget] of Object.entries(
      path.startsWith('/admin') ? ADMIN_BUDGETS : BUDGETS,
    )) {
      const lowerIsBetter = key.endsWith('Ms') || key === 'cls';
      const held = checkBudget({
        bench: 'lighthouse',
        budget: `${path} ${key.replace(/Ms$/, '')}`,
        figure: row[key],
        unit: key.endsWith('Ms') ? 'ms' : '',
        limit: budget,
        atLeast: !lowerIsBetter,
      });
      if (!held) misses.push(`${path}: ${key} ${row[key]} (budget ${budget})`);
    }
    // Name what cost points, so a miss can be acted on without rerunning by hand.
    for (const [id, category] of Object.entries(categories)) {
      for (const ref of category.auditRefs) {
        const result = audits[ref.id];
        if (ref.weight > 0 && result.score !== null && result.score < 1 && id !== 'performance') {
          console.log(`  ${path} ${id}: ${result.id} — ${result.title}`);
        }
      }
    }
  }
} finally {
  await product.stop();
}

/** The middle value; with an even count, the mean of the two middle ones. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One audit of `path` in a fresh browser: nothing cached from the previous audit flatters it. */
async function audit(path) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(`${product.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: SIGNED_IN.has(path) && cookie ? { Cookie: cookie } : undefined,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

console.log('\nLighthouse (mobile preset)');
console.table(rows);
reportBudgets();
if (misses.length > 0) {
  console.error(`Budgets missed:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log('Every page meets its budgets.');
