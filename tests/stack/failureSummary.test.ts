import { failureLine, formatFailures, readFailures, type FailedTest } from './failureSummary';

const failure = (title: string, error: string): FailedTest => ({ spec: 'a.e2e.ts', title, error });

describe('the summary of failed e2e tests printed at the end of a run', () => {
  it('reads back every failure the workers wrote, skipping a line cut short', () => {
    const first = failure('opens the menu', 'Error: expected 1 dialog\n    at sweep.ts:10');
    const second = failure('books a meeting', 'Error: timeout');
    const text = failureLine(first) + failureLine(second).slice(0, 20);
    expect(readFailures(text)).toEqual([first]);
    expect(readFailures(failureLine(first) + failureLine(second))).toEqual([first, second]);
  });

  it('names the spec and the test, with the first lines of the error only', () => {
    const stack = ['Error: lost tap', ...Array.from({ length: 30 }, (_, i) => `    at f${i}`)];
    const summary = formatFailures([failure('taps', stack.join('\n'))]);
    expect(summary).toContain('Failed tests (1)');
    expect(summary).toContain('✖ a.e2e.ts: taps');
    expect(summary).toContain('    Error: lost tap');
    expect(summary).toContain('    at f10');
    expect(summary).not.toContain('at f11');
  });

  it('prints nothing when nothing failed', () => {
    expect(formatFailures([])).toBe('');
  });
});
