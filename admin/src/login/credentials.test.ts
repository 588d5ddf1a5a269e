import { normalizeCredentials, validateCredentials } from './credentials';

const valid = { username: 'jane.doe-1_x', password: '12345678' };

describe('validateCredentials: the login rules and their messages', () => {
  it('accepts a valid pair', () => {
    expect(validateCredentials(valid)).toEqual({});
  });

  it.each([
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    [' ab ', 'Username must be at least 3 characters'],
    ['a'.repeat(51), 'Username must be less than 50 characters'],
    ['jane doe', 'Username contains invalid characters'],
    ['jane@doe', 'Username contains invalid characters'],
  ])('username %j -> %s', (username, message) => {
    expect(validateCredentials({ ...valid, username })).toEqual({ username: message });
  });

  it('allows exactly 3 and exactly 50 characters, measured after trimming', () => {
    expect(validateCredentials({ ...valid, username: 'abc' })).toEqual({});
    expect(validateCredentials({ ...valid, username: `  ${'a'.repeat(50)}  ` })).toEqual({});
  });

  it.each([
    ['', 'Password is required'],
    ['1234567', 'Password must be at least 8 characters'],
  ])('password %j -> %s', (password, message) => {
    expect(validateCredentials({ ...valid, password })).toEqual({ password: message });
  });

  it('reports both fields at once', () => {
    expect(validateCredentials({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('normalizeCredentials', () => {
  it('trims and lower-cases the username and leaves the password as typed', () => {
    expect(normalizeCredentials({ username: '  Jane.Doe ', password: ' Pass Word ' })).toEqual({
      username: 'jane.doe',
      password: ' Pass Word ',
    });
  });
});
