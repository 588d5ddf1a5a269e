/**
 * Sign-in contract (POST /api/login, GET /api/auth/me, POST /api/logout), shared by the BFF and
 * the admin. Browser-safe: imports nothing but zod.
 */
import { errorText } from './errorCodes';
import { z } from 'zod';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Beyond the sign-in form's rules: an upper bound so that nobody can make the server hash
 * megabytes. Far above any password a person or a password manager uses.
 */
export const PASSWORD_MAX_LENGTH = 1024;
/** Usernames: letters, digits, underscore, dot and hyphen. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * The login body. Messages of the form's rules are word for word those of the admin's sign-in form
 * (admin/src/login/credentials.ts), so the server refuses what the form would, in the same words;
 * each field reports its first broken rule only. The username is checked trimmed and comes out
 * lower-cased, as the form sends it.
 */
export const loginRequest = z.object({
  username: z
    .string({ error: errorText('field.username-required') })
    .trim()
    .min(1, { error: errorText('field.username-required'), abort: true })
    .min(USERNAME_MIN_LENGTH, {
      error: errorText('field.username-too-short'),
      abort: true,
    })
    .max(USERNAME_MAX_LENGTH, {
      error: errorText('field.username-too-long'),
      abort: true,
    })
    .regex(USERNAME_PATTERN, { error: errorText('field.username-characters') })
    .transform((username) => username.toLowerCase()),
  password: z
    .string({ error: errorText('field.password-required') })
    .min(1, { error: errorText('field.password-required'), abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: errorText('field.password-too-short'), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: errorText('field.password-too-long') }),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Roles the product knows of. Other role strings may exist; they can sign in only. */
export const ROLES = ['admin', 'moderator'] as const;
/** Who may create, edit and delete posts (see docs/admin.md#roles-and-access). */
export const POST_EDITOR_ROLES: readonly string[] = ['admin', 'moderator'];

/** The signed-in user, as login and the session check return it under `user`. */
export interface SessionUser {
  id: number;
  username: string;
  role: string;
}

/** 200 of POST /api/login. */
export interface SessionUserResponse {
  user: SessionUser;
}

/** 200 of GET /api/auth/me: the signed-in user, or null when signed out. */
export interface SessionCheckResponse {
  user: SessionUser | null;
}

/** 401 of POST /api/login: one message for an unknown user and a wrong password. */
export const LOGIN_FAILED_MESSAGE = errorText('auth.login-failed');
/** 429 of POST /api/login. */
export const LOGIN_THROTTLED_MESSAGE = errorText('auth.login-throttled');
