// `npm run test:future-clock` moves the suites' wall clock with libfaketime, which a child process
// inherits through these variables. A child that must agree with a server in the test's own process
// (S3 requests are signed with the time and refused 15 minutes off) keeps them; a browser is not
// ours to test under a moved clock, and runs several times slower and misses its timers under it.
const FAKETIME_VARIABLES = [
  'LD_PRELOAD',
  'FAKETIME',
  'FAKETIME_SHARED',
  'FAKETIME_DONT_FAKE_MONOTONIC',
] as const;

const clockIsMoved = (env: NodeJS.ProcessEnv) => env.FAKETIME !== undefined;

/** This process's moved clock, for a child's environment; empty when the clock is the real one. */
export function movedClockEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept: Record<string, string> = {};
  if (!clockIsMoved(env)) return kept;
  for (const name of FAKETIME_VARIABLES) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** `env` with the real wall clock: libfaketime's variables left out when they move the clock. */
export function withRealClock(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!clockIsMoved(env)) return { ...env };
  const rest = { ...env };
  for (const name of FAKETIME_VARIABLES) delete rest[name];
  return rest;
}
