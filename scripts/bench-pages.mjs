// Rendered-page throughput benchmark: starts the built product in one process (`npm start`'s
// embedded mode, SQLite, the demo posts), then loads one article page with autocannon, 50
// connections for 10 s, after a warm-up. Budgets: at least 800 requests/s, p99 under 100 ms, and
// nothing but 200s. Exits 1 when one is missed.
//   node scripts/bench-pages.mjs [--connections 50] [--duration 10] [path]
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkBudget, reportBudgets } from './bench/budgets.mjs';
import { assertFreshBuild, startProduct } from './bench/product.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
  },
});

assertFreshBuild();
const product = await startProduct({ seedDemo: true });
try {
  const posts = await (await fetch(`${product.origin}/api/posts`)).json();
  const path = positionals[0] ?? `/blog/${posts[0].slug}`;
  const url = `${product.origin}${path}`;
  const page = await fetch(url);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<h1')) throw new Error(`${path} did not render`);
  console.log(
    `Rendered page ${path} (${(html.length / 1024).toFixed(1)} KB of HTML) from the embedded ` +
      `product on ${product.origin}; ${values.connections} connections, ${values.duration} s ` +
      `(Node ${process.version}, ${os.cpus().length} CPUs)`,
  );
  // Warm-up: the first requests compile and fill caches, as on any server in service.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  console.table([
    {
      path,
      'req/s (mean)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    },
  ]);
  checkBudget({
    bench: 'pages',
    budget: 'rendered article throughput',
    figure: Math.round(result.requests.average),
    unit: 'req/s',
    limit: 800,
    atLeast: true,
  });
  checkBudget({
    bench: 'pages',
    budget: 'rendered article latency p99',
    figure: result.latency.p99,
    unit: 'ms',
    limit: 100,
  });
  checkBudget({
    bench: 'pages',
    budget: 'non-2xx answers, errors and timeouts',
    figure: result.non2xx + result.errors + result.timeouts,
    unit: '',
    limit: 0,
  });
} finally {
  await product.stop();
}
if (!reportBudgets()) process.exitCode = 1;
