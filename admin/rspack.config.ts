import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import { hostConfig } from '@app/shared-ui/build/rspackCommon';

// Served under /admin/ (spec 2.1).
export default defineConfig(
  hostConfig({
    dir: __dirname,
    name: 'admin',
    publicPath: '/admin/',
    dependencies: pkg.dependencies,
  }),
);
