// Tests of the shared booking and contact contract (bff/src/contract/{booking,contact,validation}.ts).
import {
  availableSlotsQuery,
  availableSlotsResponse,
  isIanaTimeZone,
  scheduleRequest,
} from './booking';
import { contactRequest, isHoneypotFilled, splitServices } from './contact';
import { FORM_ERROR_KEY, fieldErrors, firstMessages } from './validation';

describe('availableSlotsQuery', () => {
  it('accepts a date, with or without the visitor zone', () => {
    expect(availableSlotsQuery.parse({ date: '2026-11-24' })).toEqual({ date: '2026-11-24' });
    expect(availableSlotsQuery.parse({ date: '2028-02-29', tz: 'America/New_York' })).toEqual({
      date: '2028-02-29',
      tz: 'America/New_York',
    });
  });

  it.each([{}, { date: '2026-02-30' }, { date: '2026-1-5' }, { date: 'abc' }, { date: '' }])(
    'rejects the date of %j',
    (query) => {
      expect(availableSlotsQuery.safeParse(query).success).toBe(false);
    },
  );

  it.each(['Mars/Olympus_Mons', '+04:00', '', 'Asia/Dubai; DROP TABLE'])('rejects tz %j', (tz) => {
    expect(availableSlotsQuery.safeParse({ date: '2026-11-24', tz }).success).toBe(false);
  });

  it('knows the zones visitors come from', () => {
    for (const tz of ['Asia/Dubai', 'Asia/Riyadh', 'Europe/London', 'Pacific/Auckland', 'UTC']) {
      expect(isIanaTimeZone(tz)).toBe(true);
    }
  });
});

describe('availableSlotsResponse', () => {
  it('is a list of ISO start and end instants under slots', () => {
    const body = {
      slots: [{ start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T05:30:00.000Z' }],
    };
    expect(availableSlotsResponse.parse(body)).toEqual(body);
    expect(availableSlotsResponse.safeParse({ slots: [{ start: '9:00' }] }).success).toBe(false);
  });
});

/** A syntactically valid address of `length` characters (≥ 250). */
function emailOfLength(length: number): string {
  const head = `${'a'.repeat(64)}@${`${'b'.repeat(59)}.`.repeat(3)}`;
  return `${head}${'c'.repeat(length - head.length - 4)}.com`;
}

describe('scheduleRequest', () => {
  const valid = {
    startTime: '2026-11-24T11:30:00.000Z',
    endTime: '2026-11-24T12:00:00.000Z',
    attendeeEmail: 'jane@client.example',
    clientName: '  Jane Doe ',
    description: 'Jane Doe - Payroll - We need help.',
  };

  it('accepts a booking and trims the name', () => {
    expect(scheduleRequest.parse(valid)).toEqual({ ...valid, clientName: 'Jane Doe' });
    expect(
      scheduleRequest.safeParse({ ...valid, startTime: '2026-11-24T15:30:00+04:00' }).success,
    ).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a blank name', { clientName: '   ' }],
    ['a name of 101 characters', { clientName: 'x'.repeat(101) }],
    ['a bad email', { attendeeEmail: 'jane@' }],
    ['an email over 254 characters', { attendeeEmail: emailOfLength(255) }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['a start without zone', { startTime: '2026-11-24T11:30:00' }],
    ['an end that is no time', { endTime: 'tomorrow' }],
    ['a missing field', { description: undefined }],
  ])('rejects %s', (_what, change) => {
    expect(scheduleRequest.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('accepts the longest allowed values', () => {
    expect(
      scheduleRequest.safeParse({
        ...valid,
        attendeeEmail: emailOfLength(254),
        clientName: 'x'.repeat(100),
        description: 'x'.repeat(5000),
      }).success,
    ).toBe(true);
  });
});

describe('contactRequest', () => {
  const valid = {
    name: ' Layla Nasser ',
    email: ' layla@example.com ',
    services: 'Payroll, Budgeting & Forecasting',
    message: 'Can you run payroll in Dubai and Riyadh?',
    bookMeeting: true,
    selectedSlot: { start: '2026-11-24T11:30:00.000Z', end: '2026-11-24T12:00:00.000Z' },
  };

  it('accepts the form as the site sends it, trimming name and email', () => {
    expect(contactRequest.parse(valid)).toEqual({
      ...valid,
      name: 'Layla Nasser',
      email: 'layla@example.com',
    });
  });

  it('accepts a message without a meeting, with the slot null or absent', () => {
    const base = { ...valid, bookMeeting: false, services: '', message: '' };
    expect(contactRequest.safeParse({ ...base, selectedSlot: null }).success).toBe(true);
    expect(contactRequest.safeParse({ ...base, selectedSlot: undefined }).success).toBe(true);
  });

  it('accepts a filled honeypot, so the route can answer a bot with success', () => {
    expect(contactRequest.safeParse({ ...valid, website: 'http://spam.example' }).success).toBe(
      true,
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty name', { name: ' ' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['a bad email', { email: 'layla.example.com' }],
    ['an email over 254 characters', { email: emailOfLength(255) }],
    ['services as a list', { services: ['Payroll'] }],
    ['services over 500 characters', { services: 'x'.repeat(501) }],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }],
    ['bookMeeting as text', { bookMeeting: 'true' }],
    ['a slot without end', { selectedSlot: { start: '2026-11-24T11:30:00.000Z' } }],
  ])('rejects %s', (_what, change) => {
    expect(contactRequest.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it.each<[unknown, boolean]>([
    [{ website: 'http://spam.example' }, true],
    [{ website: 42 }, true],
    [{ website: '' }, false],
    [{ website: '   ' }, false],
    [{ website: null }, false],
    [{ name: 'Layla' }, false],
    [null, false],
    ['website', false],
  ])('%j -> %s', (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });
});

describe('splitServices', () => {
  it('splits the comma-separated string into names', () => {
    expect(splitServices(' Payroll, Budgeting & Forecasting,, ')).toEqual([
      'Payroll',
      'Budgeting & Forecasting',
    ]);
    expect(splitServices('')).toEqual([]);
  });
});

describe('fieldErrors', () => {
  it('maps each field path to its messages, and firstMessages to the first of each', () => {
    const result = contactRequest.safeParse({
      name: '',
      email: 'nope',
      services: '',
      message: '',
      bookMeeting: 'yes',
      selectedSlot: { start: 'soon', end: '2026-11-24T12:00:00.000Z' },
    });
    if (result.success) throw new Error('expected a failure');
    const fields = fieldErrors(result.error);
    expect(fields).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter a valid email address'],
      bookMeeting: [expect.any(String)],
      'selectedSlot.start': ['Expected a date and time in ISO-8601 format'],
    });
    expect(firstMessages(fields)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      bookMeeting: expect.any(String),
      'selectedSlot.start': 'Expected a date and time in ISO-8601 format',
    });
  });

  it('puts problems with the whole body under _form', () => {
    const result = scheduleRequest.safeParse('not an object');
    if (result.success) throw new Error('expected a failure');
    expect(Object.keys(fieldErrors(result.error))).toEqual([FORM_ERROR_KEY]);
  });
});
