import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}

/** ESLint with the repository's config, in a process of its own, on files or on `text` as `file`. */
function lint(args: string[], text?: string): LintResult[] {
  const eslint = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(process.execPath, [eslint, '--format', 'json', ...args], {
    cwd: repoRoot,
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(run.stdout) as LintResult[];
}

/** What one of the repository's own ESLint rules reports, as `relative/path:line`. */
export function lintRule(rule: string) {
  const reportsOf = (results: LintResult[]) =>
    results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === rule)
        .map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line}`),
    );
  const reportsOnText = (file: string, text: string) =>
    reportsOf(lint(['--stdin', '--stdin-filename', file], text));
  return {
    /** The rule's reports on these files, folders or globs (relative to the repository). */
    reportsOn: (paths: string[]) => reportsOf(lint(paths)),
    /** The rule's reports on `text`, linted as if it were `file`. */
    reportsOnText,
    /** The line numbers the rule reports in these lines, linted as if they were `file`. */
    linesReported: (file: string, lines: string[]) =>
      reportsOnText(file, [...lines, ''].join('\n')).map((report) => Number(report.split(':')[1])),
  };
}
