import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import { hostConfig } from '@app/shared-ui/build/rspackCommon';

const config = hostConfig({
  dir: __dirname,
  name: 'admin',
  publicPath: '/admin/',
  dependencies: pkg.dependencies,
});
// `?raw` stylesheets are text their lazy chunk inserts itself (the date picker's): a CSS chunk
// would add Rspack's stylesheet-loading runtime to the first load, which is at its budget.
config.module = {
  ...config.module,
  rules: [
    {
      oneOf: [
        { resourceQuery: /raw/, type: 'asset/source' },
        ...(config.module?.rules ?? []).filter((rule) => rule !== '...'),
      ],
    },
  ],
};

// Served under /admin/ of the public site's origin, so its assets are too.
export default defineConfig(config);
