// One record per budget a benchmark checks: what was measured, the figure, the limit, and whether
// it holds. Each benchmark prints its own; under `npm run bench` (scripts/bench.mjs) they are also
// written to BENCH_RESULT_FILE so the whole run ends with one table of every budget.
import { writeFileSync } from 'node:fs';

const records = [];

/**
 * @param {{ bench: string, budget: string, figure: number, unit: string, limit: number,
 *   atLeast?: boolean }} record `atLeast`: the figure must reach the limit (else stay within it)
 */
export function checkBudget({ bench, budget, figure, unit, limit, atLeast = false }) {
  const pass = atLeast ? figure >= limit : figure <= limit;
  records.push({ bench, budget, figure, unit, limit: `${atLeast ? '≥' : '≤'} ${limit}`, pass });
  return pass;
}

export function budgetRecords() {
  return records;
}

/** Prints this benchmark's budgets, writes them for scripts/bench.mjs; false when one is missed. */
export function reportBudgets() {
  if (process.env.BENCH_RESULT_FILE) {
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(records));
  }
  printBudgets(records);
  return records.every((record) => record.pass);
}

export function printBudgets(rows) {
  console.table(
    rows.map(({ bench, budget, figure, unit, limit, pass }) => ({
      bench,
      budget,
      figure: `${figure} ${unit}`.trim(),
      limit: `${limit} ${unit}`.trim(),
      result: pass ? 'ok' : 'MISSED',
    })),
  );
}
