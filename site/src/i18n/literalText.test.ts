/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const RULE = 'texts/no-literal-text';

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; line: number; message: string }[];
}

/** ESLint with the repository's config, on files or on `text` as if it were `file`. */
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

const reportsOf = (results: LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === RULE)
      .map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line}`),
  );

// ESLint runs in a process of its own, on a busy machine.
jest.setTimeout(120_000);

describe('texts written in a component of the public site', () => {
  it('are reported in JSX text and in the props that carry text', () => {
    const text = [
      "import { useI18n } from '../i18n/I18nProvider';",
      'export function Example({ done }: { done: boolean }) {',
      '  const { t } = useI18n();',
      '  return (',
      '    <section aria-label="Our offer" title={t("nav.home")}>',
      '      <h2>Choose a plan</h2>',
      '      <input placeholder={`Search ${t("nav.blog")}`} alt={t("nav.home")} />',
      "      <p>{done ? 'Sent' : t('nav.home')}</p>",
      '      <span aria-hidden="true"> → · 3×2 </span>',
      '      <p>{t("nav.about")}</p>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    const results = lint(['--stdin', '--stdin-filename', 'site/src/home/Example.tsx'], text);
    expect(reportsOf(results).map((report) => Number(report.split(':')[1]))).toEqual([5, 6, 7, 8]);
  });

  it('are not reported in tests, the server or outside the site', () => {
    const text = 'export const A = () => <p>Hello</p>;\n';
    for (const file of [
      'site/src/home/Example.test.tsx',
      'site/src/server/Example.tsx',
      'admin/src/Example.tsx',
    ]) {
      expect(reportsOf(lint(['--stdin', '--stdin-filename', file], text))).toEqual([]);
    }
  });

  it('are none: every component reads its texts from the catalogues', () => {
    expect(reportsOf(lint(['site/src/**/*.tsx']))).toEqual([]);
  });
});
