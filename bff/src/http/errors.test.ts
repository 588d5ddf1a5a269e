import createHttpError from 'http-errors';
import { z } from 'zod';
import { toErrorResponse, ValidationError } from './errors';

describe('toErrorResponse', () => {
  it('keeps the message and headers of a 4xx http error', () => {
    const error = createHttpError(401, 'Sign in first', {
      headers: { 'WWW-Authenticate': 'Session' },
    });
    expect(toErrorResponse(error)).toEqual({
      status: 401,
      body: { error: 'Sign in first' },
      headers: { 'WWW-Authenticate': 'Session' },
    });
  });

  it('hides the message of a 5xx error behind its status text', () => {
    expect(toErrorResponse(createHttpError(502, 'upstream 10.0.0.7 refused'))).toEqual({
      status: 502,
      body: { error: 'Bad Gateway' },
      headers: {},
    });
    expect(toErrorResponse(new Error('ER_NO_SUCH_TABLE: sessions'))).toEqual({
      status: 500,
      body: { error: 'Internal Server Error' },
      headers: {},
    });
  });

  it('shows a 5xx message that was exposed on purpose', () => {
    const error = createHttpError(503, 'Try again in a minute', { expose: true });
    expect(toErrorResponse(error).body).toMatchObject({ error: 'Try again in a minute' });
  });

  it('treats whatever is not an Error as a 500', () => {
    expect(toErrorResponse('boom')).toMatchObject({
      status: 500,
      body: { error: 'Internal Server Error' },
    });
    expect(toErrorResponse(undefined)).toMatchObject({ status: 500 });
  });

  it('ignores a status outside 400-599', () => {
    expect(toErrorResponse(Object.assign(new Error('odd'), { status: 302 })).status).toBe(500);
  });

  it.each([
    ['entity.too.large', 413, 'Request body too large'],
    ['entity.parse.failed', 400, 'Malformed request body'],
    ['encoding.unsupported', 415, 'Unsupported request body encoding'],
    ['request.aborted', 400, 'Request aborted'],
  ])('maps the body parser error %p to %p', (type, status, message) => {
    const error = createHttpError(status, 'raw-body internals', { type });
    expect(toErrorResponse(error)).toMatchObject({ status, body: { error: message } });
  });

  it("maps co-body's JSON SyntaxError to 400", () => {
    const error = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), {
      status: 400,
    });
    expect(toErrorResponse(error)).toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON body' },
    });
  });

  it("reads formidable's httpCode", () => {
    const error = Object.assign(new Error('maxFileSize (1mb) exceeded'), {
      httpCode: 413,
      code: 1009,
    });
    expect(toErrorResponse(error)).toMatchObject({
      status: 413,
      body: { error: 'maxFileSize (1mb) exceeded' },
    });
  });

  it('turns a ZodError into 400 with messages per field', () => {
    const schema = z.object({ email: z.email(), slot: z.object({ start: z.string() }) });
    const result = schema.safeParse({ email: 'nope', slot: {} });
    expect(result.success).toBe(false);
    expect(toErrorResponse(result.error)).toEqual({
      status: 400,
      body: {
        error: 'Validation failed',
        fields: { email: [expect.any(String)], 'slot.start': [expect.any(String)] },
      },
      headers: {},
    });
  });

  it('passes a ValidationError through with its fields', () => {
    const error = new ValidationError({ title: ['Title is required'] });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: { error: 'Validation failed', fields: { title: ['Title is required'] } },
      headers: {},
    });
  });
});
