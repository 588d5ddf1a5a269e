import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import { hostConfig, serverRendererConfig } from '../shared-ui/build/rspackCommon';

export default defineConfig([
  hostConfig({ dir: __dirname, name: 'site', publicPath: '/', dependencies: pkg.dependencies }),
  serverRendererConfig({
    dir: __dirname,
    entries: { server: './src/server/main.ts', renderer: './src/server/pageRenderer.ts' },
  }),
]);
