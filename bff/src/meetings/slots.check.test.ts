import { errorText, type Refusal } from '@app/contract/errorCodes';
import { DEFAULT_BOOKING_RULES, bookingRulesFromEnv } from './rules';
import { slotRejectionMessages } from './slotMessages';
import { availableSlots, checkSlot, type SlotCheck } from './slots';

const rules = DEFAULT_BOOKING_RULES;
const MONDAY_NINE_AM = '2026-11-23T05:00:00.000Z'; // 09:00 Monday in Dubai

function check(start: string, end: string, now = MONDAY_NINE_AM): SlotCheck {
  return checkSlot({ start: new Date(start), end: new Date(end), now: new Date(now), rules });
}

describe('checkSlot', () => {
  it('accepts a free slot of the grid', () => {
    expect(check('2026-11-24T05:00:00.000Z', '2026-11-24T05:30:00.000Z')).toEqual({ ok: true });
    expect(check('2026-11-24T13:30:00.000Z', '2026-11-24T14:00:00.000Z')).toEqual({ ok: true });
  });

  it.each<[string, string, string, string]>([
    [
      'wrong-length',
      'an hour-long meeting',
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T06:00:00.000Z',
    ],
    [
      'wrong-length',
      'an end before the start',
      '2026-11-24T05:30:00.000Z',
      '2026-11-24T05:00:00.000Z',
    ],
    ['not-on-grid', 'a quarter past', '2026-11-24T05:15:00.000Z', '2026-11-24T05:45:00.000Z'],
    ['not-on-grid', 'a stray second', '2026-11-24T05:00:01.000Z', '2026-11-24T05:30:01.000Z'],
    ['not-on-grid', 'an invalid date', 'not a date', '2026-11-24T05:30:00.000Z'],
    ['outside-hours', '08:30 in Dubai', '2026-11-24T04:30:00.000Z', '2026-11-24T05:00:00.000Z'],
    ['outside-hours', '18:00 in Dubai', '2026-11-24T14:00:00.000Z', '2026-11-24T14:30:00.000Z'],
    [
      'outside-hours',
      'a meeting running past 18:00',
      '2026-11-24T13:45:00.000Z',
      '2026-11-24T14:15:00.000Z',
    ],
    ['day-off', 'a Sunday', '2026-11-29T05:00:00.000Z', '2026-11-29T05:30:00.000Z'],
    ['too-soon', '10:30 when it is 09:00', '2026-11-23T06:30:00.000Z', '2026-11-23T07:00:00.000Z'],
    ['too-soon', 'the slot starting now', '2026-11-23T05:00:00.000Z', '2026-11-23T05:30:00.000Z'],
    ['too-far', 'Saturday 23 January 2027', '2027-01-23T05:00:00.000Z', '2027-01-23T05:30:00.000Z'],
  ])('says %s for %s', (reason, _what, start, end) => {
    expect(check(start, end)).toEqual({ ok: false, reason });
  });

  it('says past for a slot that has started', () => {
    expect(
      check('2026-11-23T05:00:00.000Z', '2026-11-23T05:30:00.000Z', '2026-11-23T10:00:00.000Z'),
    ).toEqual({ ok: false, reason: 'past' });
  });

  it('accepts exactly two hours of notice and the last slot of the window', () => {
    expect(check('2026-11-23T07:00:00.000Z', '2026-11-23T07:30:00.000Z')).toEqual({ ok: true });
    expect(check('2027-01-22T13:30:00.000Z', '2027-01-22T14:00:00.000Z')).toEqual({ ok: true });
  });

  it('agrees with availableSlots on every half hour of two weeks and of the window end', () => {
    const now = new Date('2026-11-23T06:10:00.000Z');
    const dates = [
      ...['22', '23', '24', '25', '26', '27', '28', '29', '30'].map((d) => `2026-11-${d}`),
      ...['01', '02', '03', '04', '05'].map((d) => `2026-12-${d}`),
      ...['21', '22', '23'].map((d) => `2027-01-${d}`),
    ];
    for (const date of dates) {
      const offered = new Set(availableSlots({ date, now, rules, booked: [] }).map((s) => s.start));
      const midnight = new Date(`${date}T00:00:00+04:00`).getTime();
      for (let i = 0; i < 48; i++) {
        const start = new Date(midnight + i * 1_800_000);
        const end = new Date(start.getTime() + 1_800_000);
        const result = checkSlot({ start, end, now, rules });
        expect({ start: start.toISOString(), ok: result.ok }).toEqual({
          start: start.toISOString(),
          ok: offered.has(start.toISOString()),
        });
      }
    }
  });

  it('refuses the second 01:00 of a night when clocks go back, as the slot list does', () => {
    const night = bookingRulesFromEnv({
      BOOKING_TIMEZONE: 'Europe/London',
      BOOKING_DAYS: '1-7',
      BOOKING_DAY_START: '00:00',
      BOOKING_DAY_END: '04:00',
    });
    const now = new Date('2026-10-01T00:00:00.000Z');
    const at = (iso: string) =>
      checkSlot({
        start: new Date(iso),
        end: new Date(new Date(iso).getTime() + 1_800_000),
        now,
        rules: night,
      });
    expect(at('2026-10-25T00:00:00.000Z')).toEqual({ ok: true }); // 01:00 BST
    expect(at('2026-10-25T01:00:00.000Z')).toEqual({ ok: false, reason: 'not-on-grid' }); // 01:00 GMT
    expect(at('2026-10-25T02:00:00.000Z')).toEqual({ ok: true }); // 02:00 GMT
  });
});

/** Each refusal in the words the BFF sends with it. */
const say = (refusals: Readonly<Record<string, Refusal>>) =>
  Object.fromEntries(
    Object.entries(refusals).map(([reason, { code, params }]) => [reason, errorText(code, params)]),
  ) as Record<keyof typeof refusals | 'past', string>;

describe('slotRejectionMessages', () => {
  it('explains each reason in the terms of the rules', () => {
    const messages = say(slotRejectionMessages(rules));
    expect(messages['day-off']).toBe('Sunday is our day off. Please choose another date.');
    expect(messages['too-soon']).toBe(
      "Meetings need at least 2 hours' notice. Please choose a later time.",
    );
    expect(messages['too-far']).toContain('60 days ahead');
    expect(messages['outside-hours']).toContain('between 09:00 and 18:00 (Asia/Dubai time)');
    expect(messages['wrong-length']).toContain('30 minutes long');
    expect(messages['not-on-grid']).toContain('every 30 minutes from 09:00');
    expect(messages.past).toContain('already passed');
  });

  it('names several days off and minute notices', () => {
    const messages = say(
      slotRejectionMessages({
        ...rules,
        workingDays: [1, 2, 3, 4, 5],
        minNoticeMinutes: 90,
      }),
    );
    expect(messages['day-off']).toBe(
      'Saturday and Sunday are our days off. Please choose another date.',
    );
    expect(messages['too-soon']).toContain('at least 90 minutes');
  });
});
