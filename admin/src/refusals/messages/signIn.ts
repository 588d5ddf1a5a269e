/**
 * The admin's words for the refusals the sign-in screen can meet: the only part of the catalogue
 * in the admin's first load (en.ts holds them too, for every other screen).
 */
import type { ErrorCode } from '@app/contract/errorCodes';

export const signIn: Readonly<Partial<Record<ErrorCode, string>>> = {
  'request.invalid': 'Some fields need attention.',
  'service.unavailable':
    'The service is temporarily unavailable. Please try again in a few seconds.',
  'auth.login-failed': 'Invalid username or password',
  'auth.login-throttled':
    'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  'field.username-required': 'Username is required',
  'field.username-too-short': 'Username must be at least 3 characters',
  'field.username-too-long': 'Username must be less than 50 characters',
  'field.username-characters': 'Username contains invalid characters',
  'field.password-required': 'Password is required',
  'field.password-too-short': 'Password must be at least 8 characters',
};
