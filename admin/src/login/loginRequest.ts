import { HttpError, apiJson } from '@app/contract/client';
import { normalizeCredentials, type Credentials } from './credentials';

/** Spec 3: the signed-in user; only the role is relied on. */
export interface SessionUser {
  role: string;
}

export interface LoginResponse {
  user: SessionUser;
}

export const LOGIN_PATH = '/api/login';

export function requestLogin(credentials: Credentials): Promise<LoginResponse> {
  return apiJson<LoginResponse>(LOGIN_PATH, {
    method: 'POST',
    body: normalizeCredentials(credentials),
  });
}

/**
 * Spec 8, login failure: the server's message, else "Login failed" for a refusal without one;
 * a request that never got an answer reports its own error, anything stranger "Unknown error
 * occurred".
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage() ?? 'Login failed';
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Unknown error occurred';
}
