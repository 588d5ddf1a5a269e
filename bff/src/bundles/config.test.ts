import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { bundlesConfig, DEFAULT_BUNDLES_DIR } from './config';

describe('bundles configuration', () => {
  it('finds the repository root (holding site/, admin/, shared-ui/) as the default BUNDLES_DIR', () => {
    for (const bundle of ['site', 'admin', 'shared-ui', 'bff']) {
      expect(existsSync(path.join(DEFAULT_BUNDLES_DIR, bundle))).toBe(true);
    }
  });

  it('serves no bundles by default, and resolves BUNDLES_DIR against the working directory', () => {
    expect(readSection(bundlesConfig, {})).toEqual({
      serveBundles: false,
      bundlesDir: DEFAULT_BUNDLES_DIR,
    });
    expect(readSection(bundlesConfig, { SERVE_BUNDLES: '1', BUNDLES_DIR: 'bundles' })).toEqual({
      serveBundles: true,
      bundlesDir: '/srv/app/bundles',
    });
  });

  it('rejects a flag it does not know', () => {
    expect(sectionProblems(bundlesConfig, { SERVE_BUNDLES: '2' })).toEqual([
      expect.stringMatching(/^SERVE_BUNDLES: must be one of true, false/),
    ]);
  });
});
