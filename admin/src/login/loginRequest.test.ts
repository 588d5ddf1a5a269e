import { HttpError } from '@app/contract/client';
import { loginErrorMessage } from './loginRequest';

describe('loginErrorMessage: what a failed login says', () => {
  it("shows the server's message", () => {
    const error = new HttpError(401, 'Unauthorized', '{"message":"Invalid credentials"}');
    expect(loginErrorMessage(error)).toBe('Invalid credentials');
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
