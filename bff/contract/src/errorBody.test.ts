import { parseErrorBody } from './errorBody';

describe('parseErrorBody', () => {
  it('keeps the error, every message per field and a sign-in message', () => {
    const text = JSON.stringify({
      error: 'Validation failed',
      fields: { title: ['Title is required', 'Too short'], slug: ['Slug is already used'] },
    });
    expect(parseErrorBody(text)).toEqual({
      error: 'Validation failed',
      fields: { title: ['Title is required', 'Too short'], slug: ['Slug is already used'] },
    });
    expect(parseErrorBody('{"message":"Invalid credentials"}')).toEqual({
      error: 'Invalid credentials',
      message: 'Invalid credentials',
    });
  });

  it('drops parts of the wrong type rather than trusting them', () => {
    const text = JSON.stringify({
      error: 'Validation failed',
      fields: { title: 'not a list', slug: [], tags: [1], content: ['Too long'] },
    });
    expect(parseErrorBody(text)).toEqual({
      error: 'Validation failed',
      fields: { content: ['Too long'] },
    });
  });

  it('is undefined for what is not an error body', () => {
    for (const text of [
      '',
      '<html>Bad gateway</html>',
      'null',
      '[]',
      '{"error":""}',
      '{"error":3}',
    ]) {
      expect(parseErrorBody(text)).toBeUndefined();
    }
  });
});
