/**
 * React Router publishes its code twice, identical but for one switch: under every import
 * condition the build with its development warnings on, and under dist/production the same with
 * them off. The browser bundles alias the package to the latter.
 */
import path from 'node:path';

const production = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

/** Resolve aliases: `react-router` and `react-router/dom` (which react-router-dom re-exports). */
export const productionRouter: Readonly<Record<string, string>> = {
  'react-router$': path.join(production, 'index.mjs'),
  'react-router/dom$': path.join(production, 'dom-export.mjs'),
};
