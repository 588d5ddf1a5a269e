import { parseErrorBody } from './errorBody';
import { SITE_LANGUAGES } from './languages';
import { ERROR_TEMPLATES, errorText, isErrorCode, statusCode } from './errorCodes';

describe('errorText', () => {
  it("fills a code's template with its params", () => {
    expect(errorText('booking.slot-wrong-length', { slotMinutes: 30 })).toBe(
      'Meetings are 30 minutes long. Please choose one of the listed times.',
    );
    expect(errorText('booking.cap-per-email', { staffEmail: 'team@finance.example' })).toMatch(
      /write to us at team@finance\.example\.$/,
    );
    expect(errorText('booking.slot-taken')).toBe(ERROR_TEMPLATES['booking.slot-taken']);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(errorText('booking.slot-day-off')).toBe(
      '{day} is our day off. Please choose another date.',
    );
  });

  it('gives each status its code, and one code for the statuses without their own', () => {
    expect(statusCode(404)).toBe('http.not-found');
    expect(statusCode(503)).toBe('service.unavailable');
    expect(statusCode(418)).toBe('http.error');
    expect(isErrorCode('booking.slot-taken')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('parseErrorBody with codes', () => {
  it('keeps a known code, its params and the codes of each field', () => {
    const text = JSON.stringify({
      error: 'Meetings are 30 minutes long.',
      code: 'booking.slot-wrong-length',
      params: { slotMinutes: 30, nested: { no: 1 } },
      fields: { startTime: ['Meetings are 30 minutes long.'] },
      fieldCodes: {
        startTime: [{ code: 'booking.slot-wrong-length', params: { slotMinutes: 30 } }],
        other: [{ code: 'Not a code' }],
      },
    });
    expect(parseErrorBody(text)).toEqual({
      error: 'Meetings are 30 minutes long.',
      code: 'booking.slot-wrong-length',
      params: { slotMinutes: 30 },
      fields: { startTime: ['Meetings are 30 minutes long.'] },
      fieldCodes: {
        startTime: [{ code: 'booking.slot-wrong-length', params: { slotMinutes: 30 } }],
      },
    });
  });

  it("keeps a code shaped like the contract's, which a catalogue without words for it passes by", () => {
    expect(parseErrorBody('{"error":"Gone","code":"gone.away"}')).toEqual({
      error: 'Gone',
      code: 'gone.away',
    });
  });

  it('drops a code of any other shape, or too long to be one', () => {
    for (const code of [
      'Gone',
      'toString',
      'gone.',
      '.away',
      'gone away.now',
      7,
      `a.${'b'.repeat(80)}`,
    ]) {
      expect(parseErrorBody(JSON.stringify({ error: 'Gone', code }))).toEqual({ error: 'Gone' });
    }
    const field = JSON.stringify({ error: 'Bad', fieldCodes: { name: [{ code: '<b>' }] } });
    expect(parseErrorBody(field)).toEqual({ error: 'Bad', fieldCodes: {} });
  });
});

describe('the templates', () => {
  it('name every language of the site where a language is refused', () => {
    expect(ERROR_TEMPLATES['field.language']).toBe(
      `Expected one of the site's languages: ${SITE_LANGUAGES.join(', ')}`,
    );
  });
});
