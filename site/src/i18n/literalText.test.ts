/** @jest-environment node */
import { lintRule } from '../test/lintRule';

const { reportsOn, reportsOnText } = lintRule('texts/no-literal-text');

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
    const reports = reportsOnText('site/src/home/Example.tsx', text);
    expect(reports.map((report) => Number(report.split(':')[1]))).toEqual([5, 6, 7, 8]);
  });

  it('are not reported in tests, the server or outside the site', () => {
    const text = 'export const A = () => <p>Hello</p>;\n';
    for (const file of [
      'site/src/home/Example.test.tsx',
      'site/src/server/Example.tsx',
      'admin/src/Example.tsx',
    ]) {
      expect(reportsOnText(file, text)).toEqual([]);
    }
  });

  it('are none: every component reads its texts from the catalogues', () => {
    expect(reportsOn(['site/src/**/*.tsx'])).toEqual([]);
  });
});
