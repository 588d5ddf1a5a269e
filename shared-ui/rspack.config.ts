import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json';
import { exposes } from './exposes';
import {
  sourceFirst,
  hashedFilenames,
  performanceBudget,
  resolveExtensions,
  sharedSingletons,
  typescriptRule,
} from './build/rspackCommon';

export default defineConfig({
  context: __dirname,
  // The container entry added by ModuleFederationPlugin is the only entry this build needs.
  entry: {},
  target: ['web', 'es2020'],
  devtool: false,
  output: {
    path: path.resolve(__dirname, 'dist'),
    // Chunks load relative to wherever remoteEntry.js was fetched from (/shared-ui/, a CDN…).
    publicPath: 'auto',
    uniqueName: 'shared_ui',
    clean: true,
    ...hashedFilenames,
  },
  // The article renderer builds srcset with the contract's media URL rules.
  resolve: { extensions: resolveExtensions, ...sourceFirst },
  module: { rules: [typescriptRule] },
  performance: performanceBudget,
  optimization: {
    splitChunks: {
      cacheGroups: {
        // Every exposed module is its own async chunk, and each carried its own copy of the small
        // Chakra helpers (split-props, uniq, compact, the style provider...): 12 copies of some.
        // One shared chunk of them costs no extra file on either host's first tap and saves
        // ~5 KB gzip of the staff app and ~9 KB of the site once live (`npm run bench:bundles`).
        chakraHelpers: {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](utils|styled-system)[\\/]/,
          chunks: 'async',
          name: 'chakra-helpers',
          minChunks: 2,
          minSize: 0,
          enforce: true,
        },
      },
    },
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shared_ui',
      filename: 'remoteEntry.js',
      exposes,
      // Chakra UI stays private to this remote: shared modules are never tree-shaken.
      shared: sharedSingletons(pkg.dependencies),
      dts: false,
      manifest: false,
      // The federation runtime comes from the host (hosts set provideExternalRuntime), so
      // remoteEntry.js does not ship a second copy: ~18 KB gzip less on every first load. The
      // remote can therefore only be consumed by hosts built that way, i.e. site and admin.
      experiments: {
        externalRuntime: true,
        optimization: { disableSnapshot: true, target: 'web' },
      },
    }),
  ],
});
