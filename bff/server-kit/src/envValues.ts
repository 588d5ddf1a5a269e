/**
 * The spellings both Node servers accept in their environment, so the BFF and the site renderer
 * read `TRUST_PROXY=yes` or `PORT=08080` alike.
 */
import { z } from 'zod';

/** true/false in the spellings compose files and shells use. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be one of true, false, 1, 0, yes, no',
    }),
  )
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Digits only, then a number from `min` to `max`; every refusal says `message`. */
export const wholeNumber = (
  min: number,
  max: number,
  message = `must be a whole number between ${min} and ${max}`,
) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** An http(s) URL, its trailing slashes dropped; every refusal says `message`. */
export const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), message)
    .transform((value) => value.replace(/\/+$/, ''));

/**
 * Reads a server's variables with `schema`: an empty value means the default (`PORT=` in a
 * compose file), and every bad variable is named in `problems` as `NAME: what is wrong`, with its
 * value unless it is a URL (which may carry credentials, and problems end up in logs).
 */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): { data: z.infer<T> | undefined; problems: string[]; present: Record<string, string> } {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
  const parsed = schema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const shown = name.endsWith('_URL') ? '' : ` (got "${String(present[name])}")`;
        return `${name}: ${issue.message}${shown}`;
      });
  return { data: parsed.success ? parsed.data : undefined, problems, present };
}
