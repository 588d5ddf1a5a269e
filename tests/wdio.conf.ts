import path from 'node:path';
import chromium from './stack/chromium.json';
import { FailureSummaryService } from './stack/failureSummary';
import { ARTIFACTS_DIR } from './stack/paths';
import { BASE_URL_VARIABLE, StackService } from './stack/wdioStackService';

export const config: WebdriverIO.Config = {
  runner: 'local',
  tsConfigPath: './tsconfig.json',
  specs: ['./e2e/**/*.e2e.ts'],
  // Runs alone afterwards (wdio.load.conf.ts): it takes both cores for 30 s.
  exclude: ['./e2e/load.e2e.ts'],
  // Two cores: one browser per core.
  maxInstances: 2,
  // System Chromium and chromedriver (tests/stack/ensure-system-deps.sh): nothing is downloaded.
  // The same capabilities drive `npm run bench:bundles`.
  capabilities: [chromium],
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
  services: [
    [StackService, {}],
    // Every failed test once more at the end of the output, where a CI log's tail keeps it.
    [FailureSummaryService, {}],
    // Pictures of the pages (e2e/visual.e2e.ts): baselines are committed; the actual and
    // difference images of a run go to the artifacts.
    [
      // @wdio/visual-service
      'visual',
      {
        baselineFolder: path.join(__dirname, 'visual', 'baseline'),
        screenshotPath: path.join(ARTIFACTS_DIR, 'visual'),
        formatImageName: '{tag}',
        savePerInstance: false,
        // `VISUAL_BASELINE=save`: a missing baseline is saved (after a deliberate change, delete
        // the pictures it changes and run the spec so); otherwise a missing one fails.
        autoSaveBaseline: process.env.VISUAL_BASELINE === 'save',
        alwaysSaveActualImage: false,
        clearRuntimeFolder: true,
        waitForFontsLoaded: true,
      },
    ],
  ],
};
