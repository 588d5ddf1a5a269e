import { ConfigError, loadConfig } from '../../src/config';

/** A fixed working directory, so relative paths in expectations do not depend on the machine. */
export const TEST_CWD = '/srv/app';

/** The problems `loadConfig` reports for `env`; fails the test when it accepts the environment. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, TEST_CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
