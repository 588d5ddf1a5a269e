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
