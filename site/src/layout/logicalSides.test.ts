/** @jest-environment node */
import { lintRule } from '../test/lintRule';

const { reportsOn, reportsOnText, linesReported } = lintRule('layout/no-physical-sides');

// ESLint runs in a process of its own, on a busy machine.
jest.setTimeout(120_000);

describe('physical sides in the layout', () => {
  it('are reported as style props, style object keys and side keywords', () => {
    const lines = [
      "import { Box } from 'shared_ui/layout';", // 1
      'export const style = {', // 2
      "  marginLeft: '2',", // 3
      "  _before: { right: '0', insetInlineStart: '0' },", // 4
      "  'padding-right': '1px',", // 5
      "  textAlign: { base: 'center', md: 'left' },", // 6
      "  borderTopLeftRadius: 'l2',", // 7
      "  positionArea: 'bottom span-right',", // 8
      '};', // 9
      'export const A = () => (', // 10
      '  <Box', // 11
      '    ml="2"', // 12
      '    pr={4}', // 13
      '    left="0"', // 14
      '    borderLeftWidth="1px"', // 15
      '    roundedTopRight="md"', // 16
      "    float={wide ? 'right' : 'none'}", // 17
      '    textAlign="right"', // 18
      '    justifySelf="left"', // 19
      '  />', // 20
      ');', // 21
      'const wide = true;', // 22
    ];
    expect(linesReported('site/src/home/Example.tsx', lines)).toEqual([
      3, 4, 5, 6, 7, 8, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
  });

  it('are reported in CSS text written in template literals', () => {
    const lines = [
      'const n = 2;', // 1
      'export const a = `margin-left: ${n}px;`;', // 2
      'export const b = `.x { padding-right: 1rem }`;', // 3
      'export const c = `left: 0; top: 0;`;', // 4
      'export const d = `color: red; right:${n}px`;', // 5
      'export const e = `text-align: left;`;', // 6
      'export const f = `border-left: 1px solid;`;', // 7
      'export const g = `float: right;`;', // 8
      'export const h = `background-position: left top;`;', // 9
    ];
    expect(linesReported('shared-ui/src/example.ts', lines)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('allows logical sides, both sides at once, and words that only look like sides', () => {
    const lines = [
      "import { Box } from 'shared_ui/layout';",
      'const n = 2;',
      'export const style = {',
      "  ms: '2', me: '2', ps: '1', pe: '1', px: '3', mx: 'auto', insetX: '0',",
      "  insetInlineStart: '0', insetInlineEnd: 'auto', borderInlineStartWidth: '1px',",
      "  roundedStart: 'md', borderStartEndRadius: 'md', textAlign: 'start', float: 'inline-end',",
      "  justifySelf: 'end', animationName: 'slide-from-right', '--slide-from-right-distance': '2rem',",
      "  positionArea: 'block-end span-inline-end', transformOrigin: 'center',",
      '};',
      'export const css = `margin-inline-start: ${n}px; inset-inline-end: 0; text-align: start;`;',
      "export const keys = (key: string) => key === 'ArrowLeft' || key === 'ArrowRight';",
      'export function size({ left, right }: { left: number; right: number }) {',
      '  return right - left;',
      '}',
      'export const A = () => <Box textAlign="center" ms="2" pe={{ base: 2, md: 4 }} />;',
    ];
    expect(linesReported('site/src/home/Example.tsx', lines)).toEqual([]);
  });

  it('are allowed by a `physical-side:` comment that gives a reason, on or above the line', () => {
    const lines = [
      'export const style = {',
      '  // physical-side: the side the author named in the editor',
      "  float: 'left',",
      "  marginRight: '6', // physical-side: the gap towards the text",
      '  // physical-side:',
      "  marginLeft: '6',",
      '  // a comment that gives no escape',
      "  paddingLeft: '1',",
      "  borderLeftWidth: '1px', // physical-side: covers this line only",
      "  borderLeftColor: 'red',",
      '};',
    ];
    expect(linesReported('shared-ui/src/example.ts', lines)).toEqual([6, 8, 10]);
  });

  it('are not looked for in tests, the catalogues or outside the three front-ends', () => {
    const text = "export const s = { marginLeft: '2', left: 0 };\n";
    for (const file of [
      'site/src/home/Example.test.tsx',
      'site/src/i18n/messages/en.ts',
      'bff/src/example.ts',
      'scripts/example.mjs',
    ]) {
      expect(reportsOnText(file, text)).toEqual([]);
    }
    for (const file of ['shared-ui/src/x.ts', 'site/src/x.tsx', 'admin/src/x.ts']) {
      expect(reportsOnText(file, text)).toHaveLength(2);
    }
  });

  it('are none: the kit, the site and the admin lay out by start and end', () => {
    expect(reportsOn(['shared-ui/src', 'site/src', 'admin/src'])).toEqual([]);
  });
});
