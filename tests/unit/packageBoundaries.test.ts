import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

/** Lints `text` as if it were the file at `file` (relative to the repository), with the repo's config. */
function lint(file: string, text: string): LintMessage[] {
  const eslint = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(
    process.execPath,
    [eslint, '--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: repoRoot, input: text, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return result?.messages ?? [];
}

describe('relative imports stay inside their package', () => {
  it('reports a ../ import into another package and accepts same-package and package-name imports', () => {
    const text = [
      "import { loadConfig } from '../../../bff/src/config';",
      "import { routes } from '../app/routes';",
      "import { postPath } from '@app/contract/paths';",
      "export * from '../../../shared-ui/host/queryClient';",
      'export const used = [loadConfig, routes, postPath];',
      '',
    ].join('\n');
    const messages = lint('site/src/server/example.ts', text).filter(
      (message) => message.ruleId === 'packages/no-cross-package-relative-import',
    );
    expect(messages.map((message) => message.line)).toEqual([1, 4]);
    expect(messages[0]?.message).toContain('leaves the package at site for the one at bff');
  });

  it("reports an import of another package's src/ files and accepts its exported entries", () => {
    const text = [
      "import { startServer } from '@app/bff/src/server';",
      "import { loadConfig } from '@app/bff/testing';",
      "export { postPath } from '@app/contract/src/paths';",
      "import { paths } from '@app/contract/paths';",
      'export const used = [startServer, loadConfig, paths];',
      '',
    ].join('\n');
    const messages = lint('tests/unit/example.ts', text).filter(
      (message) => message.ruleId === 'packages/no-package-internals-import',
    );
    expect(messages.map((message) => message.line)).toEqual([1, 3]);
    expect(messages[0]?.message).toContain('@app/bff/testing');
  });
});
