/**
 * The pieces every configuration section is built from. A feature owns the variables it reads in
 * its own `config.ts`; the loader (src/config.ts) only runs the sections and gathers their
 * problems, so it never needs to know what a variable means and a section never needs the loader.
 */
import { z } from 'zod';
import { wholeNumber } from '@app/server-kit/envValues';

/** The environment with blank values already dropped: `PORT=` in a compose file means "unset". */
export type Env = Readonly<Record<string, string>>;

export interface SectionContext {
  /** Relative paths (DATA_DIR, BUNDLES_DIR, sqlite:file) are taken from here. */
  cwd: string;
}

export type SectionResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export interface ConfigSection<T> {
  /** The names of the variables it reads (the compose file must pass every one through). */
  readonly variables: readonly string[];
  /** Every problem reads `NAME: what is wrong`, so the loader can list them under one heading. */
  read(env: Env, context: SectionContext): SectionResult<T>;
}

/** Values of these never reach an error message: it ends up in logs. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|_URL$/;

/**
 * A section whose variables are checked one by one by `variables`, then combined by `build`.
 * `build` runs only once every variable of the section is valid, and reports the rules that tie
 * several variables together (a secret required in production, keys required with an endpoint).
 */
export function defineSection<Shape extends z.ZodRawShape, T>(
  variables: Shape,
  build: (vars: z.output<z.ZodObject<Shape>>, context: SectionContext) => SectionResult<T>,
): ConfigSection<T> {
  const schema = z.object(variables);
  return {
    variables: Object.keys(variables),
    read(env, context) {
      const parsed = schema.safeParse(env);
      if (parsed.success) return build(parsed.data, context);
      return {
        ok: false,
        problems: parsed.error.issues.map((issue) => {
          const name = issue.path.join('.');
          const raw = env[name];
          const value = raw !== undefined && !SECRET_NAME.test(name) ? ` (got "${raw}")` : '';
          return `${name}: ${issue.message}${value}`;
        }),
      };
    },
  };
}

export const valid = <T>(value: T): SectionResult<T> => ({ ok: true, value });
export const invalid = (problems: string[]): SectionResult<never> => ({ ok: false, problems });

export { flag } from '@app/server-kit/envValues';

/** A whole number from `min` to `max`, as both servers read one. */
export const integer = (min: number, max: number) => wholeNumber(min, max);
