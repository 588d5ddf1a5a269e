import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json';
import {
  contractAlias,
  hashedFilenames,
  performanceBudget,
  resolveExtensions,
  resolveRemotePlugin,
  sharedSingletons,
  sharedUiRemote,
  typescriptRule,
} from '../shared-ui/build/rspackCommon';

export default defineConfig({
  context: __dirname,
  entry: { main: './src/index.ts' },
  target: ['web', 'es2020'],
  devtool: false,
  output: {
    path: path.resolve(__dirname, 'dist'),
    // Served under /admin/ (spec 2.1); chunk URLs must carry the prefix.
    publicPath: '/admin/',
    uniqueName: 'admin',
    clean: true,
    ...hashedFilenames,
  },
  resolve: { extensions: resolveExtensions, alias: contractAlias },
  module: { rules: [typescriptRule] },
  performance: performanceBudget,
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './index.html' }),
    new ModuleFederationPlugin({
      name: 'admin',
      remotes: sharedUiRemote,
      runtimePlugins: [resolveRemotePlugin],
      shared: sharedSingletons(pkg.dependencies),
      dts: false,
      manifest: false,
      // Lends this host's federation runtime to shared_ui (built with externalRuntime) so the
      // page carries one copy, and drops snapshot and Node loading code a browser never uses.
      experiments: {
        provideExternalRuntime: true,
        optimization: { disableSnapshot: true, target: 'web' },
      },
    }),
  ],
});
