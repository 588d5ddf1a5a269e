import fs from 'node:fs';
import path from 'node:path';
import type { Frameworks, Services } from '@wdio/types';
import { ARTIFACTS_DIR } from './paths';

/**
 * The spec reporter prints each spec file's results when it ends, so in a long run's output the
 * failure of an early spec is hundreds of lines above the end, and a CI log that keeps only its
 * tail loses it. The workers note every failed test in a file; the launcher prints them all once
 * more at the very end, next to the run's totals.
 */
export const FAILURES_FILE = path.join(ARTIFACTS_DIR, 'wdio-failures.jsonl');

export interface FailedTest {
  spec: string;
  title: string;
  error: string;
}

/** The first lines of an error: its message and where it was thrown, not the whole stack. */
const ERROR_LINES = 12;

export function failureLine(failure: FailedTest): string {
  return `${JSON.stringify(failure)}\n`;
}

/** The file's failures; a line cut short by a worker that died while writing it is skipped. */
export function readFailures(text: string): FailedTest[] {
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line) as FailedTest];
    } catch {
      return [];
    }
  });
}

export function formatFailures(failures: readonly FailedTest[]): string {
  if (failures.length === 0) return '';
  const blocks = failures.map(({ spec, title, error }) =>
    [
      `✖ ${spec}: ${title}`,
      ...error
        .split('\n')
        .slice(0, ERROR_LINES)
        .map((line) => `    ${line}`),
    ].join('\n'),
  );
  return [`Failed tests (${failures.length}), again at the end of the run:`, ...blocks, ''].join(
    '\n',
  );
}

/** Mocha's test names its describe blocks in `fullName`; a hook's only in `fullTitle`. */
function titleOf(test: Frameworks.Test): string {
  return (test.fullName as string | undefined) ?? test.fullTitle ?? test.title;
}

function noteFailure(test: Frameworks.Test, title: string, error: unknown): void {
  const failure: FailedTest = {
    spec: path.basename(test.file ?? ''),
    title,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
  fs.appendFileSync(FAILURES_FILE, failureLine(failure));
}

/** Launcher hooks (onPrepare, onComplete) run in the launcher; afterTest in every worker. */
export class FailureSummaryService implements Services.ServiceInstance {
  onPrepare(): void {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    fs.rmSync(FAILURES_FILE, { force: true });
  }

  afterTest(test: Frameworks.Test, _context: unknown, result: Frameworks.TestResult): void {
    if (!result.passed) noteFailure(test, titleOf(test), result.error);
  }

  /** A failed `before` or `after` hook fails its spec without failing a test. */
  afterHook(
    test: Frameworks.Test,
    _context: unknown,
    result: Frameworks.TestResult,
    hookName: string,
  ): void {
    if (result.error !== undefined)
      noteFailure(test, `${titleOf(test)} (${hookName})`, result.error);
  }

  onComplete(): void {
    const text = fs.existsSync(FAILURES_FILE) ? fs.readFileSync(FAILURES_FILE, 'utf8') : '';
    const summary = formatFailures(readFailures(text));
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
