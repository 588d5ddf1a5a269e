import { loginRequest } from './auth';

function firstMessages(input: unknown): Record<string, string> {
  const result = loginRequest.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('loginRequest: the sign-in rules', () => {
  it('trims and lower-cases the username, leaves the password as typed', () => {
    expect(loginRequest.parse({ username: '  Layla.N-1_ ', password: ' pass word ' })).toEqual({
      username: 'layla.n-1_',
      password: ' pass word ',
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['missing fields', {}, { username: 'Username is required', password: 'Password is required' }],
    [
      'empty fields',
      { username: '   ', password: '' },
      {
        username: 'Username is required',
        password: 'Password is required',
      },
    ],
    [
      'short values',
      { username: 'ab', password: '1234567' },
      {
        username: 'Username must be at least 3 characters',
        password: 'Password must be at least 8 characters',
      },
    ],
    [
      '51 characters',
      { username: 'a'.repeat(51), password: '12345678' },
      {
        username: 'Username must be less than 50 characters',
      },
    ],
    [
      'a space inside',
      { username: 'la yla', password: '12345678' },
      {
        username: 'Username contains invalid characters',
      },
    ],
    [
      'non-strings',
      { username: 42, password: null },
      {
        username: 'Username is required',
        password: 'Password is required',
      },
    ],
  ])('rejects %s with the first message per field', (_what, input, messages) => {
    expect(firstMessages(input)).toEqual(messages);
  });

  it('accepts the bounds: 3 and 50 characters, an 8-character password', () => {
    expect(loginRequest.safeParse({ username: 'abc', password: '12345678' }).success).toBe(true);
    expect(
      loginRequest.safeParse({ username: 'a'.repeat(50), password: 'x'.repeat(8) }).success,
    ).toBe(true);
  });
});
