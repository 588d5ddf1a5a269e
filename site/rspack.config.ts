import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import {
  bootScriptConfig,
  hostConfig,
  serverRendererConfig,
} from '@app/shared-ui/build/rspackCommon';

export default defineConfig([
  hostConfig({ dir: __dirname, name: 'site', publicPath: '/', dependencies: pkg.dependencies }),
  bootScriptConfig({ dir: __dirname, host: 'site', entry: './src/boot/start.ts' }),
  serverRendererConfig({
    dir: __dirname,
    entries: { server: './src/server/main.ts', renderer: './src/server/pageRenderer.ts' },
  }),
]);
