/**
 * The one place that composes the configuration. Each feature names its own variables in its
 * `config.ts` section; this loader runs every section and reports the problems of all of them in
 * one error, so a bad deployment is fixed in one go. A new feature adds its section to SECTIONS;
 * nothing else reads process.env.
 */
import { authConfig } from './auth/config';
import { bookingConfig } from './meetings/config';
import { bundlesConfig } from './bundles/config';
import { contactConfig } from './contact/config';
import { dbConfig } from './db/config';
import type { ConfigSection, Env } from './env/section';
import { httpConfig } from './http/config';
import { logConfig } from './log/config';
import { mailConfig } from './mail/config';
import { mediaConfig } from './media/config';
import { publishingConfig } from './posts/config';
import { seedConfig } from './seed/config';
import { webhooksConfig } from './webhooks/config';

/** In this order the problems are listed. */
const SECTIONS = [
  httpConfig,
  dbConfig,
  logConfig,
  bundlesConfig,
  mailConfig,
  bookingConfig,
  contactConfig,
  authConfig,
  seedConfig,
  mediaConfig,
  publishingConfig,
  webhooksConfig,
] as const;

/** Every variable the BFF reads, section by section. */
export const CONFIG_VARIABLES: readonly string[] = SECTIONS.flatMap((section) => section.variables);

type SectionValue<S> = S extends ConfigSection<infer T> ? T : never;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never;

/** Every section's fields side by side: derived, so a section added above is in it. */
export type Config = Intersection<SectionValue<(typeof SECTIONS)[number]>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration once; throws ConfigError naming every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  // An empty value (`PORT=` in a compose file) means "use the default", not "invalid".
  const present: Env = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
  const results = SECTIONS.map((section) => section.read(present, { cwd }));
  const problems = results.flatMap((result) => (result.ok ? [] : result.problems));
  if (problems.length > 0) throw new ConfigError(problems);
  // Sections own disjoint fields (SECTIONS' types say which), so merging them gives a Config.
  return Object.assign({}, ...results.map((result) => (result.ok ? result.value : {}))) as Config;
}
