// `npm run bench`: every budget in one run. Builds what is stale, then runs the bundle, page
// throughput, API, Lighthouse and first-interaction benchmarks one after another (never side by
// side: each needs the two cores to itself), and ends with one table of every budget. Exits 1
// when one is missed or a benchmark fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStale, root } from './build-state.mjs';
import { printBudgets } from './bench/budgets.mjs';

const BENCHMARKS = [
  { name: 'bundles', args: ['scripts/bench-bundles.mjs', '/', '/ar', '/admin/'] },
  { name: 'pages', args: ['scripts/bench-pages.mjs'] },
  { name: 'api', args: ['scripts/bench/api.mjs'] },
  {
    name: 'lighthouse',
    // The budgeted pages; `--article` and `--article-ar` stand for the newest demo post's page in
    // English and in Arabic.
    args: [
      'scripts/bench-lighthouse.mjs',
      '/',
      '/blog',
      '--article',
      '/contact',
      '/ar',
      '--article-ar',
      '/admin/',
      '/admin/blog',
    ],
  },
  { name: 'interaction', args: ['scripts/bench-interaction.mjs'] },
];

buildStale();
const resultsDir = mkdtempSync(join(tmpdir(), 'bench-results-'));
const records = [];
const failures = [];
try {
  for (const { name, args } of BENCHMARKS) {
    console.log(`\n=== ${name} ===`);
    const resultFile = join(resultsDir, `${name}.json`);
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
    });
    let written = [];
    try {
      written = JSON.parse(readFileSync(resultFile, 'utf8'));
    } catch {
      failures.push(`${name}: no figures (exit ${run.status})`);
    }
    records.push(...written);
    if (run.status !== 0 && written.every((record) => record.pass)) {
      failures.push(`${name}: exited ${run.status}`);
    }
  }
} finally {
  rmSync(resultsDir, { recursive: true, force: true });
}

console.log('\n=== every budget ===');
printBudgets(records);
const missed = records.filter((record) => !record.pass);
if (missed.length > 0 || failures.length > 0) {
  for (const record of missed) console.error(`MISSED ${record.bench}: ${record.budget}`);
  for (const failure of failures) console.error(`FAILED ${failure}`);
  process.exit(1);
}
console.log('Every budget holds.');
