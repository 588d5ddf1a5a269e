import type { Config } from 'jest';

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '\\.woff2$': '<rootDir>/jest.fileUrl.cjs' },
  // FormatJS ships ES modules only: compiled like our own code (and font files made URLs), every
  // other package as it is.
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat|@fontsource)/)'],
  moduleNameMapper: {
    // The federated kit resolves at run time in the browser; in tests it is its own source.
    '^shared_ui/(.*)$': '<rootDir>/shared-ui/src/$1',
    // Our packages whose default export is compiled JavaScript (for Node) are read from their
    // TypeScript, as the bundlers do through the "app-source" export condition. A mapping rather
    // than jest's export conditions: those apply per test environment, to every package.
    '^@app/contract$': '<rootDir>/bff/contract/src/index.ts',
    '^@app/(contract|server-kit)/(.*)$': '<rootDir>/bff/$1/src/$2',
    '^@app/bff/testing$': '<rootDir>/bff/src/testing.ts',
    // A stylesheet imported as text (the admin's date picker): the text itself is not tested.
    '\\.css\\?raw$': '<rootDir>/jest.rawText.cjs',
    '\\.(css|svg|png|jpe?g|webp|gif)$': 'identity-obj-proxy',
  },
  rootDir: __dirname,
};

const browserProject = (name: string, extraTests: string[] = []): Config => ({
  ...shared,
  displayName: name,
  testEnvironment: 'jsdom',
  testMatch: [`<rootDir>/${name}/src/**/*.test.{ts,tsx}`, ...extraTests],
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.ts'],
});

const config: Config = {
  // Suites open SQLite and MariaDB databases and run every migration in beforeAll; on a 2-core
  // machine running other work that can pass jest's 5 s default without anything being wrong.
  // A timeout is no assertion: speed is measured by the benchmark scripts, not here.
  testTimeout: 30_000,
  projects: [
    browserProject('shared-ui', ['<rootDir>/shared-ui/host/**/*.test.{ts,tsx}']),
    browserProject('site'),
    browserProject('admin'),
    {
      ...shared,
      displayName: 'bff',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/bff/src/**/*.test.ts',
        '<rootDir>/bff/contract/src/**/*.test.ts',
        '<rootDir>/bff/server-kit/src/**/*.test.ts',
        '<rootDir>/tests/unit/**/*.test.ts',
        '<rootDir>/tests/stack/**/*.test.ts',
      ],
      globalSetup: '<rootDir>/tests/stack/jest-global-setup.ts',
      globalTeardown: '<rootDir>/tests/stack/jest-global-teardown.ts',
    },
  ],
};

export default config;
