import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import { hostConfig } from '@app/shared-ui/build/rspackCommon';

// Served under /admin/ of the public site's origin, so its assets are too.
export default defineConfig(
  hostConfig({
    dir: __dirname,
    name: 'admin',
    publicPath: '/admin/',
    dependencies: pkg.dependencies,
  }),
);
