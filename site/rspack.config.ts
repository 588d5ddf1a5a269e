import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import { hostConfig } from '../shared-ui/build/rspackCommon';

export default defineConfig(
  hostConfig({ dir: __dirname, name: 'site', publicPath: '/', dependencies: pkg.dependencies }),
);
