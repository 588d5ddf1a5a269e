import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { packageBoundaries } from './scripts/lint/packageBoundaries.mjs';
import { logicalSides } from './scripts/lint/logicalSides.mjs';
import { siteTexts } from './scripts/lint/siteTexts.mjs';

/** The BFF's meeting domain imports one way (docs/architecture.md, The meeting domain). */
const MEETING_DOMAIN_ABOVE = {
  enquiries: ['contact', 'meetings', 'inbox'],
  meetings: ['contact', 'inbox'],
  contact: ['inbox'],
  inbox: ['contact'],
};
const importsAbove = (folders) => ({
  group: folders.flatMap((folder) => [`../${folder}/*`, `**/src/${folder}/*`]),
  message:
    'The meeting domain imports one way: contact -> meetings -> enquiries, inbox -> meetings and enquiries (docs/architecture.md).',
});
/** A route module answers HTTP; what two of them share lives in a domain module or the contract. */
const routeModules = (folder) => [`bff/src/${folder}/routes.ts`, `bff/src/${folder}/*Routes.ts`];
const routeImports = {
  group: ['**/routes', '**/*Routes', './routes', './*Routes'],
  message:
    'Route modules do not import each other: move what they share to a domain module or the contract.',
};
const restrictedImports = (patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
/**
 * One block per file set, since a later block's options replace an earlier one's: a route module
 * of the meeting domain gets both rules.
 */
const bffImportRules = [
  { files: routeModules('**'), ...restrictedImports([routeImports]) },
  ...Object.entries(MEETING_DOMAIN_ABOVE).flatMap(([folder, above]) => [
    { files: [`bff/src/${folder}/**/*.ts`], ...restrictedImports([importsAbove(above)]) },
    {
      files: routeModules(`${folder}/**`),
      ...restrictedImports([importsAbove(above), routeImports]),
    },
  ]),
];

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
    rules: {
      'packages/no-cross-package-relative-import': 'error',
      'packages/no-package-internals-import': 'error',
    },
  },
  ...bffImportRules,
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
