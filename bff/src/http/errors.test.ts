import createHttpError from 'http-errors';
import { z } from 'zod';
import { errorText } from '@app/contract/errorCodes';
import { toErrorResponse, ValidationError } from './errors';
import { refusal } from './refusal';

describe('toErrorResponse', () => {
  it('keeps the message and headers of a 4xx http error, with its status code', () => {
    const error = createHttpError(401, 'Knock first', {
      headers: { 'WWW-Authenticate': 'Session' },
    });
    expect(toErrorResponse(error)).toEqual({
      status: 401,
      body: { error: 'Knock first', code: 'http.unauthorized' },
      headers: { 'WWW-Authenticate': 'Session' },
    });
  });

  it("gives a thrown sentence of the contract its code (code written before it named one's)", () => {
    expect(toErrorResponse(createHttpError(410, errorText('setup.done'))).body).toEqual({
      error: errorText('setup.done'),
      code: 'setup.done',
    });
    // A template with placeholders is never guessed from its filled text.
    const filled = errorText('team.member-exists', { username: 'omar' });
    expect(toErrorResponse(createHttpError(409, filled)).body).toEqual({
      error: filled,
      code: 'http.conflict',
    });
  });

  it('hides the message of a 5xx error behind its status text', () => {
    expect(toErrorResponse(createHttpError(502, 'upstream 10.0.0.7 refused'))).toEqual({
      status: 502,
      body: { error: 'Bad Gateway', code: 'http.error' },
      headers: {},
    });
    expect(toErrorResponse(new Error('ER_NO_SUCH_TABLE: sessions'))).toEqual({
      status: 500,
      body: { error: 'Internal Server Error', code: 'http.internal' },
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
    ['entity.too.large', 413, 'Request body too large', 'request.body-too-large'],
    ['entity.parse.failed', 400, 'Malformed request body', 'request.malformed-body'],
    [
      'encoding.unsupported',
      415,
      'Unsupported request body encoding',
      'request.encoding-unsupported',
    ],
    ['request.aborted', 400, 'Request aborted', 'request.aborted'],
  ])('maps the body parser error %p to %p', (type, status, message, code) => {
    const error = createHttpError(status, 'raw-body internals', { type });
    expect(toErrorResponse(error)).toEqual({ status, body: { error: message, code }, headers: {} });
  });

  it("maps co-body's JSON SyntaxError to 400", () => {
    const error = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), {
      status: 400,
    });
    expect(toErrorResponse(error)).toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON body', code: 'request.malformed-json' },
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
        code: 'request.invalid',
        fields: { email: [expect.any(String)], 'slot.start': [expect.any(String)] },
        fieldCodes: {
          email: [{ code: 'field.invalid' }],
          'slot.start': [
            { code: 'field.invalid-type', params: { expected: 'string', received: 'undefined' } },
          ],
        },
      },
      headers: {},
    });
  });

  it('passes a ValidationError through with its fields and their codes', () => {
    const error = new ValidationError({
      title: ['Title is required'],
      startTime: [{ code: 'booking.slot-wrong-length', params: { slotMinutes: 30 } }],
    });
    expect(toErrorResponse(error)).toEqual({
      status: 400,
      body: {
        error: 'Validation failed',
        code: 'request.invalid',
        fields: {
          title: ['Title is required'],
          startTime: ['Meetings are 30 minutes long. Please choose one of the listed times.'],
        },
        fieldCodes: {
          title: [{ code: 'posts.title-required' }],
          startTime: [{ code: 'booking.slot-wrong-length', params: { slotMinutes: 30 } }],
        },
      },
      headers: {},
    });
  });

  it("codes a feature's own English field messages as field.invalid, keeping the words", () => {
    const error = new ValidationError({ advisorId: ['Pick an advisor from the list'] });
    expect(toErrorResponse(error).body).toEqual({
      error: 'Validation failed',
      code: 'request.invalid',
      fields: { advisorId: ['Pick an advisor from the list'] },
      fieldCodes: { advisorId: [{ code: 'field.invalid' }] },
    });
  });

  it('answers a thrown refusal with its code, params, words and headers', () => {
    const error = refusal(429, 'booking.rate-limited', undefined, { 'Retry-After': '60' });
    expect(toErrorResponse(error)).toEqual({
      status: 429,
      body: { error: errorText('booking.rate-limited'), code: 'booking.rate-limited' },
      headers: { 'Retry-After': '60' },
    });
    expect(toErrorResponse(refusal(409, 'team.member-exists', { username: 'ann' })).body).toEqual({
      error: 'A member named "ann" already exists.',
      code: 'team.member-exists',
      params: { username: 'ann' },
    });
  });

  it('fills a length limit of a schema from its rule', () => {
    const schema = z.object({
      title: z.string().max(5, { error: errorText('field.too-long', { max: 5 }) }),
    });
    const body = toErrorResponse(schema.safeParse({ title: 'too long' }).error).body;
    expect(body.fieldCodes).toEqual({ title: [{ code: 'field.too-long', params: { max: 5 } }] });
  });
});
