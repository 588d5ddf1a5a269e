/**
 * The first admin's setup: on a database with no active admin, the BFF prints a one-time link at
 * start (`/admin/setup#<token>`); its page creates that admin and signs them in. The token travels
 * in the URL's fragment and in request bodies, never in a path, so no log or referrer holds it.
 */
import { z } from 'zod';
import { loginRequest } from './auth';
import { ERROR_TEMPLATES, errorText } from './errorCodes';
import { newPasswordField } from './staff';

/** A setup link works this long after the start that printed it, or until it is used. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;

/** The admin page the printed link opens; the token follows as its fragment. */
export const SETUP_PAGE_PATH = '/admin/setup';

/** A setup token: 32 random bytes, base64url. */
const setupTokenField = z
  .string({ error: errorText('field.token-required') })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: errorText('field.token-malformed') });

/** POST /api/setup/check: is this link still good? */
export const setupCheckRequest = z.object({ token: setupTokenField });
export type SetupCheckRequest = z.input<typeof setupCheckRequest>;

/** POST /api/setup/use: the first admin's name and password (the sign-in form's rules). */
export const setupUseRequest = z.object({
  token: setupTokenField,
  username: loginRequest.shape.username,
  password: newPasswordField,
});
export type SetupUseRequest = z.input<typeof setupUseRequest>;

/**
 * Unknown, expired and used links: one answer (404, `setup.link-invalid`), so a guesser learns
 * nothing. The English of the code; clients read the code.
 */
export const SETUP_LINK_INVALID_MESSAGE = ERROR_TEMPLATES['setup.link-invalid'];

/** Any link once an admin exists (410, `setup.done`): setup is over for good. */
export const SETUP_DONE_MESSAGE = ERROR_TEMPLATES['setup.done'];
