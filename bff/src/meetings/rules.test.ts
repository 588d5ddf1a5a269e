import { BookingRulesError, DEFAULT_BOOKING_RULES, bookingRulesFromEnv } from './rules';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    bookingRulesFromEnv(env);
  } catch (error) {
    if (error instanceof BookingRulesError) return error.problems;
    throw error;
  }
  throw new Error('expected a BookingRulesError');
}

describe('bookingRulesFromEnv', () => {
  it('defaults to the business: Asia/Dubai, Monday to Saturday 09:00-18:00, 30 min, 2 h, 60 days', () => {
    expect(bookingRulesFromEnv({})).toEqual({
      timeZone: 'Asia/Dubai',
      workingDays: [1, 2, 3, 4, 5, 6],
      dayStartMinutes: 540,
      dayEndMinutes: 1080,
      slotMinutes: 30,
      minNoticeMinutes: 120,
      maxDaysAhead: 60,
    });
    expect(bookingRulesFromEnv({})).toEqual(DEFAULT_BOOKING_RULES);
  });

  it('takes every rule from its variable', () => {
    expect(
      bookingRulesFromEnv({
        BOOKING_TIMEZONE: 'Europe/London',
        BOOKING_DAYS: '1-5,7',
        BOOKING_DAY_START: '08:30',
        BOOKING_DAY_END: '24:00',
        BOOKING_SLOT_MINUTES: '45',
        BOOKING_MIN_NOTICE_MINUTES: '0',
        BOOKING_MAX_DAYS_AHEAD: '30',
      }),
    ).toEqual({
      timeZone: 'Europe/London',
      workingDays: [1, 2, 3, 4, 5, 7],
      dayStartMinutes: 510,
      dayEndMinutes: 1440,
      slotMinutes: 45,
      minNoticeMinutes: 0,
      maxDaysAhead: 30,
    });
  });

  it('reads day lists in any order and without duplicates', () => {
    expect(bookingRulesFromEnv({ BOOKING_DAYS: '5, 1,3,1-2' }).workingDays).toEqual([1, 2, 3, 5]);
  });

  it('treats empty variables as unset and spells the zone canonically', () => {
    const rules = bookingRulesFromEnv({
      BOOKING_TIMEZONE: 'asia/riyadh',
      BOOKING_DAYS: '',
      BOOKING_SLOT_MINUTES: ' ',
    });
    expect(rules.timeZone).toBe('Asia/Riyadh');
    expect(rules.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules.slotMinutes).toBe(30);
  });

  it.each([
    ['BOOKING_TIMEZONE', 'Mars/Olympus_Mons'],
    ['BOOKING_TIMEZONE', '+04:00'],
    ['BOOKING_DAYS', '0-6'],
    ['BOOKING_DAYS', '6-1'],
    ['BOOKING_DAYS', 'Mon-Sat'],
    ['BOOKING_DAY_START', '9am'],
    ['BOOKING_DAY_START', '9:00'],
    ['BOOKING_DAY_END', '24:30'],
    ['BOOKING_SLOT_MINUTES', '0'],
    ['BOOKING_SLOT_MINUTES', '30.5'],
    ['BOOKING_MIN_NOTICE_MINUTES', '-5'],
    ['BOOKING_MAX_DAYS_AHEAD', 'sixty'],
    ['BOOKING_MAX_DAYS_AHEAD', '400'],
  ])('rejects %s=%j with a message naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('rejects a day too short for one meeting', () => {
    expect(problemsOf({ BOOKING_DAY_START: '17:45' })).toEqual([
      'BOOKING_DAY_END (18:00) must be at least BOOKING_SLOT_MINUTES (30) after BOOKING_DAY_START (17:45)',
    ]);
  });

  it('lists every bad variable at once in the error message', () => {
    expect(() => bookingRulesFromEnv({ BOOKING_DAYS: 'x', BOOKING_SLOT_MINUTES: 'y' })).toThrow(
      /Invalid booking configuration:[\s\S]*BOOKING_DAYS[\s\S]*BOOKING_SLOT_MINUTES/,
    );
  });
});
