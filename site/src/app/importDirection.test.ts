/** @jest-environment node */
import { lintRule } from '../test/lintRule';

// ESLint runs in a process of its own, on a busy machine.
jest.setTimeout(120_000);

describe('imports in the site run one way', () => {
  it('a page that imports the site top (site/src/app) is reported; site/src/page is its leaf', () => {
    const lines = [
      "import { routes } from '../app/routes';", // 1
      "import { SiteApp } from '../app/SiteApp';", // 2
      "import type { SiteRouteHandle } from '../page/routeHandle';", // 3
      "import { useSiteContext } from '../page/siteContext';", // 4
      'export const used: unknown[] = [routes, SiteApp, useSiteContext];',
      'export type Used = SiteRouteHandle;',
    ];
    const { linesReported } = lintRule('no-restricted-imports');
    expect(linesReported('site/src/blog/example.ts', lines)).toEqual([1, 2]);
    // The server renderer is above the top: it may import it.
    expect(linesReported('site/src/server/example.ts', lines)).toEqual([]);
  });

  it('an import that closes a circle is reported', () => {
    // The route table imports the home page, whose head reads the page context: the context
    // importing the table back would close a circle.
    const text = [
      "import { routes } from '../app/routes';",
      'export const size = routes.length;',
      '',
    ].join('\n');
    const { reportsOnText } = lintRule('import-x/no-cycle');
    expect(reportsOnText('site/src/page/siteContext.tsx', text)).toEqual([
      'site/src/page/siteContext.tsx:1',
    ]);
    expect(reportsOnText('site/src/page/unrelated.ts', text)).toEqual([]);
  });
});
