import { errorText, type ErrorCode, type Refusal } from '@app/contract/errorCodes';
import { parseErrorBody } from '@app/contract/errorBody';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { bodyRefusal, knownRefusalText, REFUSAL_KEYS, refusalText } from './refusalText';
import { createSiteIntl } from './siteIntl';

const english = createSiteIntl({ locale: 'en', messages: en });
const arabic = createSiteIntl({ locale: 'ar', messages: ar });

/** Each code the site maps, with the params the BFF sends with it. */
const SAMPLES: Record<string, Refusal['params']> = {
  'booking.cap-per-email': { staffEmail: 'team@finance.example' },
  'booking.slot-not-on-grid': { slotMinutes: 30, dayStart: '09:00' },
  'booking.slot-wrong-length': { slotMinutes: 30 },
  'booking.slot-outside-hours': { dayStart: '09:00', dayEnd: '18:00', timeZone: 'Asia/Dubai' },
  'booking.slot-day-off': { day: 'Friday' },
  'booking.slot-days-off': { days: 'Friday and Saturday' },
  'booking.slot-too-soon': { notice: "2 hours' notice" },
  'booking.slot-too-far': { maxDaysAhead: 60 },
  'meeting.cancelled': { staffEmail: 'team@finance.example' },
  'meeting.closed': { hours: 24, staffEmail: 'team@finance.example' },
  'meeting.closed-one-hour': { staffEmail: 'team@finance.example' },
  'field.invalid-type': { expected: 'string', received: 'undefined' },
};

const mapped = Object.keys(REFUSAL_KEYS) as ErrorCode[];

describe('refusalText', () => {
  it.each(
    mapped.filter(
      (code) =>
        code.startsWith('booking.') || code.startsWith('meeting.') || code.startsWith('contact.'),
    ),
  )('says %s in English with the words the BFF fills in for it', (code) => {
    const params = SAMPLES[code];
    expect(refusalText({ code, params }, english.t, 'fallback')).toBe(errorText(code, params));
  });

  it('says every mapped code in Arabic, with its values and without the English', () => {
    for (const code of mapped) {
      const params = SAMPLES[code];
      const text = refusalText({ code, params }, arabic.t, 'fallback');
      expect([code, /[\u0600-\u06FF]/.test(text)]).toEqual([code, true]);
      expect([code, text]).not.toEqual([code, errorText(code, params)]);
    }
    expect(refusalText(SAMPLE('booking.cap-per-email'), arabic.t, '')).toContain(
      'team@finance.example',
    );
    expect(refusalText(SAMPLE('booking.slot-day-off'), arabic.t, '')).toMatch(
      /^الجمعة يوم عطلتنا\./,
    );
    expect(refusalText(SAMPLE('booking.slot-too-far'), arabic.t, '')).toContain('60');
  });

  it('gives the caller generic words for a code the site does not know, or none', () => {
    expect(refusalText({ code: 'posts.not-found' }, arabic.t, 'عام')).toBe('عام');
    expect(refusalText(undefined, english.t, 'Generic')).toBe('Generic');
    expect(knownRefusalText({ code: 'http.internal' }, english.t)).toBeUndefined();
  });

  it('reads the code of an answer, and says the generic words for a code it has none for', () => {
    const body = parseErrorBody(
      JSON.stringify({ error: 'Anything at all', code: 'booking.cap-per-day' }),
    );
    expect(refusalText(bodyRefusal(body), arabic.t, '')).toBe(ar['api.capPerDay']);
    const reworded = parseErrorBody(JSON.stringify({ error: 'Reworded', code: 'no.such-code' }));
    expect(refusalText(bodyRefusal(reworded), arabic.t, 'عام')).toBe('عام');
  });
});

function SAMPLE(code: ErrorCode): Refusal {
  return { code, params: SAMPLES[code] };
}
