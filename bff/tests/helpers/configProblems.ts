import { ConfigError, loadConfig } from '../../src/config';
import type { ConfigSection } from '../../src/env/section';

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

/** One section's value for `env` (as the loader passes it: no blank values); fails on problems. */
export function readSection<T>(section: ConfigSection<T>, env: Record<string, string>): T {
  const result = section.read(env, { cwd: TEST_CWD });
  if (!result.ok) throw new Error(`unexpected problems:\n${result.problems.join('\n')}`);
  return result.value;
}

/** One section's problems for `env`; fails the test when the section accepts it. */
export function sectionProblems<T>(
  section: ConfigSection<T>,
  env: Record<string, string>,
): string[] {
  const result = section.read(env, { cwd: TEST_CWD });
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}
