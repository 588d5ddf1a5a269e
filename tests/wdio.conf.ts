import path from 'node:path';
import { ARTIFACTS_DIR } from './stack/paths';
import { BASE_URL_VARIABLE, StackService } from './stack/wdioStackService';

export const config: WebdriverIO.Config = {
  runner: 'local',
  tsConfigPath: './tsconfig.json',
  specs: ['./e2e/**/*.e2e.ts'],
  // Two cores: one browser per core.
  maxInstances: 2,
  capabilities: [
    {
      browserName: 'chrome',
      // System Chromium and chromedriver (tests/stack/ensure-system-deps.sh): nothing is downloaded.
      'goog:chromeOptions': {
        binary: '/usr/bin/chromium',
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
          '--window-size=1280,900',
        ],
      },
      'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
    },
  ],
  baseUrl: process.env[BASE_URL_VARIABLE],
  logLevel: 'warn',
  outputDir: path.join(ARTIFACTS_DIR, 'wdio'),
  // Chromium runs headless: no virtual display needed.
  autoXvfb: false,
  bail: 0,
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 60_000 },
  // The launcher starts the stack before any worker; workers load this file again and read the
  // address from the environment they inherit.
  services: [[StackService, {}]],
};
