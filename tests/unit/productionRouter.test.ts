import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { productionRouter } from '@app/shared-ui/build/productionRouter';
import { REPO_ROOT } from '../stack/paths';

const ROUTER_DIST = path.join(REPO_ROOT, 'node_modules/react-router/dist');

describe("the browser bundles' React Router", () => {
  it('is the build with its development warnings off, for both of its entry points', () => {
    for (const entry of ['react-router$', 'react-router/dom$']) {
      const file = productionRouter[entry] ?? '';
      expect(path.dirname(file)).toBe(path.join(ROUTER_DIST, 'production'));
      expect(existsSync(file)).toBe(true);
    }
    // The two builds differ in this switch only; the package's export conditions name the
    // development one for every importer.
    const switches = (build: string) =>
      readdirSync(path.join(ROUTER_DIST, build))
        .filter((file) => file.endsWith('.mjs'))
        .flatMap((file) =>
          [
            ...readFileSync(path.join(ROUTER_DIST, build, file), 'utf8').matchAll(
              /var ENABLE_DEV_WARNINGS = (\w+);/g,
            ),
          ].map((match) => match[1]),
        );
    expect(switches('production')).toEqual(['false']);
    expect(switches('development')).toEqual(['true']);
  });
});
