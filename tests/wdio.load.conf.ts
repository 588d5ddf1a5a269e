import { config as suite } from './wdio.conf';

/**
 * The load spec runs after the rest of the suite, alone: 200 connections for 30 s take both
 * cores, and the browser specs of a parallel worker would time out beside them. It starts its
 * own services and front (tests/stack/privateStack.ts), so it needs no shared stack either.
 */
export const config: WebdriverIO.Config = {
  ...suite,
  specs: ['./e2e/load.e2e.ts'],
  exclude: [],
  maxInstances: 1,
  services: [],
  baseUrl: undefined,
  mochaOpts: { ...suite.mochaOpts, timeout: 300_000 },
};
