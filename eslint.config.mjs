import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { packageBoundaries } from './scripts/lint/packageBoundaries.mjs';
import { logicalSides } from './scripts/lint/logicalSides.mjs';
import { siteTexts } from './scripts/lint/siteTexts.mjs';

const importXTypeScript = importX.flatConfigs.typescript.settings ?? {};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      '**/coverage/**',
      'tests/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { packages: packageBoundaries },
    rules: { 'packages/no-cross-package-relative-import': 'error' },
  },
  {
    // No import circles anywhere (docs/architecture.md#imports-run-one-way). Our packages resolve
    // to their TypeScript as the bundlers read them ("app-source"), each package's paths from its
    // own tsconfig. Type-only imports are not followed: they vanish at build time.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importXTypeScript['import-x/extensions'],
      'import-x/parsers': importXTypeScript['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'bff/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['app-source', 'types', 'import', 'require', 'node', 'default'],
        }),
        createNodeResolver(),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Only the federated kit may own Chakra UI: the hosts get it at run time through shared_ui/*.
    files: ['site/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@chakra-ui/*'], message: 'Import UI from shared_ui/* instead.' }] },
      ],
    },
  },
  {
    // The site's top (routes, SiteApp) imports the pages, never the other way round: a page
    // reads route types, page context and page state from site/src/page. Only the entries, the
    // server renderer and the tests that render the whole site import site/src/app.
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: [
      'site/src/app/**',
      'site/src/index.ts',
      'site/src/bootstrap.tsx',
      'site/src/server/**',
      'site/src/test/**',
      'site/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@chakra-ui/*'], message: 'Import UI from shared_ui/* instead.' },
            {
              regex: '^(\\.\\.?/)+app(/|$)',
              message: 'Pages do not import the site top (site/src/app): use site/src/page.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public site's components read their texts from the language catalogues
    // (docs/i18n.md); the server, the tests and the catalogues themselves are not components.
    files: ['site/src/**/*.tsx'],
    ignores: [
      'site/src/**/*.test.tsx',
      'site/src/server/**',
      'site/src/test/**',
      'site/src/i18n/messages/**',
    ],
    plugins: { texts: siteTexts },
    rules: { 'texts/no-literal-text': 'error' },
  },
  {
    // One stylesheet for both directions: layout names start and end, never left and right
    // (docs/i18n.md, Right-to-left layout). Tests and the catalogues are not layout.
    files: ['shared-ui/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'site/src/test/**', 'site/src/i18n/messages/**'],
    plugins: { layout: logicalSides },
    rules: { 'layout/no-physical-sides': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.mocha } },
  },
);
