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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // The federated kit resolves at run time in the browser; in tests it is its own source.
    '^shared_ui/(.*)$': '<rootDir>/shared-ui/src/$1',
    '^@app/contract$': '<rootDir>/bff/src/contract/index.ts',
    '^@app/contract/(.*)$': '<rootDir>/bff/src/contract/$1',
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
        '<rootDir>/tests/unit/**/*.test.ts',
        '<rootDir>/tests/stack/**/*.test.ts',
      ],
      globalSetup: '<rootDir>/tests/stack/jest-global-setup.ts',
      globalTeardown: '<rootDir>/tests/stack/jest-global-teardown.ts',
    },
  ],
};

export default config;
