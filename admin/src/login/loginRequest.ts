import { HttpError, apiJson } from '@app/contract/client';
import type { SessionUserResponse } from '@app/contract/auth';
import { SIGN_IN_PATHS } from '@app/contract/signInPaths';
import { ADMIN_HEADERS } from '../auth/session';
import { refusalOfError } from '../refusals/answerRefusal';
import { refusalText } from './signInText';
import { normalizeCredentials, type Credentials } from './credentials';

export function requestLogin(credentials: Credentials): Promise<SessionUserResponse> {
  return apiJson<SessionUserResponse>(SIGN_IN_PATHS.login, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: normalizeCredentials(credentials),
  });
}

/**
 * What a failed login says: its refusal in the admin's words (a 401's refusal, a 429's "wait"
 * advice), else "Login failed" for a refusal the admin has no words for; a request that never got an answer reports its own
 * error, anything stranger "Unknown error occurred".
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return refusalText(refusalOfError(error), 'Login failed');
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Unknown error occurred';
}
