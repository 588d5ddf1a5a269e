import { HttpError } from '@app/contract/client';
import { ERROR_TEMPLATES, errorText, type ErrorCode } from '@app/contract/errorCodes';
import { en } from './messages/en';
import { codeText, failureText, fieldTextsOfError, schemaIssueText } from './refusalText';

/**
 * Codes only the public site's visitors get (the booking and contact forms, a meeting's link):
 * the admin needs no words for them. Any other new code needs its words in messages/en.ts.
 */
const VISITORS_ONLY: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'request.malformed-body',
  'request.malformed-json',
  'request.body-too-large',
  'request.encoding-unsupported',
  'request.charset-unsupported',
  'request.aborted',
  'request.size-mismatch',
  'request.encoding-mismatch',
  'request.json-required',
  'request.multipart-required',
  'request.csrf-header-missing',
  'request.invalid-host',
  // The public read of the site's texts, which the site renderer makes.
  'site-content.unknown-language',
  'site-content.preview-not-found',
  'request.target-not-a-path',
  'request.not-found',
  'booking.rate-limited',
  'contact.rate-limited',
  'booking.cap-per-email',
  'booking.cap-per-address',
  'booking.cap-per-day',
  'booking.invite-refused',
  'meeting.rate-limited',
  'meeting.closed',
  'meeting.closed-one-hour',
  'meeting.move-limit',
  'field.name-required',
  'field.name-too-long',
  'field.name-with-link',
  'field.email-invalid',
  'field.email-too-long',
  'field.description-too-long',
  'field.language',
  'field.services-too-long',
  'field.message-too-long',
]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);

const answer = (status: number, body: object) =>
  new HttpError(status, 'Refused', JSON.stringify(body));

describe("the admin's refusal catalogue", () => {
  it('has words for every code a staff screen can get, and only for codes that exist', () => {
    const missing = (Object.keys(ERROR_TEMPLATES) as ErrorCode[]).filter(
      (code) => !code.startsWith('http.') && !VISITORS_ONLY.has(code) && en[code] === undefined,
    );
    expect(missing).toEqual([]);
    expect(Object.keys(en).filter((code) => !Object.hasOwn(ERROR_TEMPLATES, code))).toEqual([]);
  });

  it("uses only the params its code's refusal carries", () => {
    for (const [code, text] of Object.entries(en) as Array<[ErrorCode, string]>) {
      const sent = placeholders(ERROR_TEMPLATES[code]);
      expect({ code, unknown: placeholders(text).filter((name) => !sent.includes(name)) }).toEqual({
        code,
        unknown: [],
      });
    }
  });
});

describe('refusal texts', () => {
  it("say an answer's code in the admin's words with its params, never the server's sentence", () => {
    const refused = answer(409, {
      error: 'server words',
      code: 'team.member-exists',
      params: { username: 'omar' },
    });
    expect(failureText(refused, 'fallback')).toBe(
      errorText('team.member-exists', { username: 'omar' }),
    );
  });

  it("fall back to the screen's sentence for a code without words, a bare status or no answer", () => {
    expect(failureText(answer(409, { error: 'Advisor away', code: 'http.conflict' }), 'Try')).toBe(
      'Try',
    );
    expect(failureText(answer(502, { error: 'Bad Gateway' }), 'Try')).toBe('Try');
    expect(failureText(new TypeError('Failed to fetch'), 'Try')).toBe('Try');
  });

  it("prefer a named field's refusal, and give each field its first refusal's words", () => {
    const refused = answer(400, {
      error: 'Validation failed',
      code: 'request.invalid',
      fields: { password: ['x', 'y'], username: ['z'] },
      fieldCodes: {
        password: [{ code: 'field.password-too-short' }, { code: 'field.password-weak' }],
        username: [{ code: 'field.invalid' }],
      },
    });
    expect(failureText(refused, 'fallback', 'password')).toBe(codeText('field.password-too-short'));
    expect(failureText(refused, 'fallback', 'role')).toBe('Some fields need attention.');
    expect(fieldTextsOfError(refused)).toEqual({
      password: 'Password must be at least 8 characters',
      username: 'This value is not valid',
    });
  });

  it("say the admin's own checks of a schema by the rule that broke", () => {
    const codes = { empty: 'field.reason-required', tooLong: 'field.reason-too-long' } as const;
    expect(schemaIssueText({ code: 'too_small' }, codes)).toBe(codeText('field.reason-required'));
    expect(schemaIssueText({ code: 'too_big', maximum: 1000 }, codes)).toBe(
      codeText('field.reason-too-long'),
    );
    expect(
      schemaIssueText({ code: 'too_big', maximum: 4000 }, { empty: 'field.note-required' }),
    ).toBe('Please keep it under 4000 characters');
    expect(schemaIssueText({ code: 'custom' }, codes)).toBe(codeText('field.disallowed-character'));
  });
});
