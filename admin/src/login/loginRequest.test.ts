import { HttpError } from '@app/contract/client';
import { loginErrorMessage } from './loginRequest';

describe('loginErrorMessage: what a failed login says', () => {
  it("says the refusal's code in the admin's words, not the server's message", () => {
    const body = { error: 'server words', message: 'server words', code: 'auth.login-failed' };
    const error = new HttpError(401, 'Unauthorized', JSON.stringify(body));
    expect(loginErrorMessage(error)).toBe('Invalid username or password');
  });

  it('falls back to "Login failed" when the refusal carries no message', () => {
    expect(loginErrorMessage(new HttpError(500, 'Internal Server Error', ''))).toBe('Login failed');
  });

  it('reports a request that got no answer with its own error', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says "Unknown error occurred" for anything else', () => {
    expect(loginErrorMessage('boom')).toBe('Unknown error occurred');
  });
});
