/**
 * The login form and its client-side rules, checked before anything is sent so that a typo gets
 * its message at once; the BFF applies the same rules (see docs/admin.md#sign-in).
 */
import { codeText } from './signInText';

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The first rule the username breaks, checked on the trimmed value that will be sent. */
export function usernameError(username: string): string | undefined {
  const trimmed = username.trim();
  if (trimmed === '') return codeText('field.username-required');
  if (trimmed.length < USERNAME_MIN_LENGTH) return codeText('field.username-too-short');
  if (trimmed.length > USERNAME_MAX_LENGTH) return codeText('field.username-too-long');
  if (!USERNAME_PATTERN.test(trimmed)) return codeText('field.username-characters');
  return undefined;
}

/** The password is checked exactly as typed, because that is how it is sent. */
export function passwordError(password: string): string | undefined {
  if (password === '') return codeText('field.password-required');
  if (password.length < PASSWORD_MIN_LENGTH) return codeText('field.password-too-short');
  return undefined;
}

export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const user = usernameError(username);
  const pass = passwordError(password);
  if (user) errors.username = user;
  if (pass) errors.password = pass;
  return errors;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** What goes on the wire. Usernames are case-insensitive; passwords are not touched. */
export function normalizeCredentials({ username, password }: Credentials): Credentials {
  return { username: username.trim().toLowerCase(), password };
}
