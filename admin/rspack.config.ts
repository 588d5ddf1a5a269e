import { defineConfig } from '@rspack/cli';
import pkg from './package.json';
import {
  bootScriptConfig,
  hostConfig,
  serverRendererConfig,
} from '@app/shared-ui/build/rspackCommon';

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

const signInRenderer = serverRendererConfig({
  dir: __dirname,
  entries: {
    signIn: './src/signIn/main.ts',
    staffPages: './src/staffPages/server/renderer.ts',
    server: './src/staffPages/server/main.ts',
  },
  publicPath: '/admin/',
});
signInRenderer.module = {
  ...signInRenderer.module,
  rules: [{ resourceQuery: /raw/, type: 'asset/source' }, ...(signInRenderer.module?.rules ?? [])],
};

// Served under /admin/ of the public site's origin, so its assets are too. The sign-in page is
// written from the three builds once they are done (`npm run build` runs dist-server/signIn.js).
export default defineConfig([
  config,
  bootScriptConfig({ dir: __dirname, host: 'admin', entry: './src/boot/start.ts' }),
  { ...signInRenderer, name: 'admin-sign-in' },
]);
