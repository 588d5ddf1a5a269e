/**
 * Build conventions shared by the three Rspack configs (the shared_ui remote and the site and
 * admin hosts). Imported at build time through a relative path: none of this ships to a browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { productionRouter } from './productionRouter';

type SharedConfig = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

export const typescriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
  type: 'javascript/auto',
};

export const resolveExtensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** Content-hashed names: every file except remoteEntry.js and index.html can be cached forever. */
export const hashedFilenames = {
  filename: '[name].[contenthash:8].js',
  chunkFilename: '[name].[contenthash:8].js',
  assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
} as const;

/**
 * Rspack's default 244 KiB budget flags the react-dom + router vendor chunk (~316 KiB minified,
 * ~100 KiB gzip) on every build. First-load budgets are measured gzipped in a real browser by
 * `npm run bench:bundles`; this only warns when a single file grows well past today's sizes.
 */
export const performanceBudget = {
  hints: 'warning',
  maxAssetSize: 400 * 1024,
  maxEntrypointSize: 400 * 1024,
} as const satisfies Configuration['performance'];

/** Modules that hold React or Emotion context must exist once on the page, host and remote alike. */
const SINGLETONS = ['react', 'react-dom', '@emotion/react'] as const;

/**
 * Singleton share config whose requiredVersion comes from the calling package's own
 * package.json, so a bumped dependency is declared in one place only.
 */
export function sharedSingletons(dependencies: Readonly<Record<string, string>>): SharedConfig {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion) {
        throw new Error(`${name} must be a dependency of this package to be shared`);
      }
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * Hosts are built against the default remote path only; mf/resolveRemote.ts rewrites it per
 * deployment at run time, so no domain is baked into a bundle.
 */
export const sharedUiRemote = { shared_ui: 'shared_ui@/shared-ui/remoteEntry.js' } as const;

/** The runtime plugin both hosts bundle (see the file for why it is not part of the remote). */
export const resolveRemotePlugin = path.resolve(__dirname, '../mf/resolveRemote.ts');

/**
 * Our workspace packages (`@app/contract`, `@app/server-kit`) export their TypeScript under the
 * "app-source" condition (a name no published package uses) and their compiled JavaScript by default, for Node: bundles compile the source.
 */
export const sourceFirst = { conditionNames: ['app-source', '...'] };

export interface HostOptions {
  /** The host package's folder (its rspack.config.ts passes __dirname). */
  dir: string;
  /** Federation name and webpack uniqueName. */
  name: string;
  /** Where the bundle is served: chunk URLs must carry the prefix (admin lives under /admin/). */
  publicPath: string;
  /** The host's package.json dependencies, for the shared singletons' versions. */
  dependencies: Readonly<Record<string, string>>;
}

/** The whole Rspack configuration of a host of shared_ui (the site and the admin). */
export function hostConfig({ dir, name, publicPath, dependencies }: HostOptions): Configuration {
  return {
    name,
    context: dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: false,
    output: {
      path: path.resolve(dir, 'dist'),
      publicPath,
      uniqueName: name,
      clean: true,
      ...hashedFilenames,
    },
    resolve: { extensions: resolveExtensions, ...sourceFirst, alias: productionRouter },
    module: {
      rules: [
        typescriptRule,
        // Rspack 2 handles CSS only when a rule asks for it; a library stylesheet imported by a
        // lazily loaded part (the site's date picker) becomes a hashed .css file of that chunk.
        { test: /\.css$/, type: 'css/auto' },
        // A font a module imports is a hashed file of dist/assets; the import is its URL.
        { test: /\.woff2$/, type: 'asset/resource' },
      ],
    },
    performance: performanceBudget,
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
      // Files that keep their name (share images, robots.txt) live in the host's public/.
      ...(existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })]
        : []),
      new ModuleFederationPlugin({
        name,
        remotes: sharedUiRemote,
        runtimePlugins: [resolveRemotePlugin],
        shared: sharedSingletons(dependencies),
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
  };
}

export interface BootScriptOptions {
  /** The host package's folder. */
  dir: string;
  /** The host's config name: the boot script is written into its dist after it (which cleans). */
  host: string;
  /** The boot script's source. */
  entry: string;
}

/**
 * A server-rendered host's boot script: its own compilation, without the Module Federation
 * runtime every entry of the host's build carries, so the one script a page loads up front stays
 * a few hundred bytes. Written into the host's dist as boot.<hash>.js once the host is built.
 */
export function bootScriptConfig({ dir, host, entry }: BootScriptOptions): Configuration {
  return {
    name: `${host}-boot`,
    dependencies: [host],
    context: dir,
    entry: { boot: entry },
    target: ['web', 'es2020'],
    devtool: false,
    output: {
      path: path.resolve(dir, 'dist'),
      filename: '[name].[contenthash:8].js',
      clean: false,
    },
    // The workspace libraries' source, as the app's bundles read it: ES modules the script keeps
    // only the used parts of, rather than their compiled CommonJS and its module loader.
    resolve: { extensions: resolveExtensions, ...sourceFirst },
    module: { rules: [typescriptRule] },
    performance: false,
  };
}

/** The kit's source, which the server build compiles in (a server has no federation runtime). */
const kitSource = path.resolve(__dirname, '../src');

export interface ServerRendererOptions {
  /** The host package's folder. */
  dir: string;
  /** Entry name -> source file; each becomes dist-server/<name>.js (CommonJS). */
  entries: Record<string, string>;
  /** Where the client build's files are served, for the URLs of its assets ('/' by default). */
  publicPath?: string;
}

/**
 * The Node build of a host's server renderer. `shared_ui/*` resolves to the kit's source, so the
 * server renders the very components the browser later gets from the federated remote (the same
 * markup, which hydration needs). React stays external: react-dom/server and every component
 * must share one React, the one in node_modules.
 */
export function serverRendererConfig({
  dir,
  entries,
  publicPath = '/',
}: ServerRendererOptions): Configuration {
  return {
    context: dir,
    entry: entries,
    target: 'node20',
    devtool: false,
    output: {
      path: path.resolve(dir, 'dist-server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [/^react($|\/)/, /^react-dom($|\/)/],
    resolve: {
      extensions: resolveExtensions,
      ...sourceFirst,
      alias: { shared_ui: kitSource },
    },
    module: {
      rules: [
        typescriptRule,
        // Stylesheets reach the page through the client bundle; the server only needs markup.
        { test: /\.css$/, type: 'asset/source' },
        // The server names the font files the client build writes (same content, same hashed
        // name) and writes none itself.
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { emit: false, filename: hashedFilenames.assetModuleFilename, publicPath },
        },
      ],
    },
    optimization: { minimize: false },
    performance: false,
  };
}
