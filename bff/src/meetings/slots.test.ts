import { DEFAULT_BOOKING_RULES, type BookingRules } from './rules';
import {
  BookingInputError,
  availableSlots,
  isValidTimeZone,
  parseDateParam,
  type BookedMeeting,
  type Slot,
} from './slots';

const rules = DEFAULT_BOOKING_RULES;

/** `count` back-to-back 30-minute slots from a UTC instant (Dubai has no daylight saving). */
function halfHours(firstStart: string, count: number): Slot[] {
  const first = new Date(firstStart).getTime();
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(first + i * 1_800_000).toISOString(),
    end: new Date(first + (i + 1) * 1_800_000).toISOString(),
  }));
}

function slotsOn(
  date: string,
  now: string,
  options: { tz?: string; booked?: BookedMeeting[]; rules?: BookingRules } = {},
): Slot[] {
  return availableSlots({
    date,
    tz: options.tz,
    now: new Date(now),
    rules: options.rules ?? rules,
    booked: options.booked ?? [],
  });
}

const starts = (slots: Slot[]) => slots.map((s) => s.start);

describe('availableSlots for a business-time date (Asia/Dubai)', () => {
  const farBefore = '2026-11-01T00:00:00.000Z';

  it('offers 09:00 to 17:30 Dubai on the 30-minute grid, i.e. 05:00 to 13:30 UTC', () => {
    const slots = slotsOn('2026-11-24', farBefore);
    expect(slots).toEqual(halfHours('2026-11-24T05:00:00.000Z', 18));
    expect(slots[0]).toEqual({
      start: '2026-11-24T05:00:00.000Z',
      end: '2026-11-24T05:30:00.000Z',
    });
    expect(slots.at(-1)).toEqual({
      start: '2026-11-24T13:30:00.000Z',
      end: '2026-11-24T14:00:00.000Z',
    });
  });

  it('offers nothing on a Sunday, and a full day on Saturday', () => {
    expect(slotsOn('2026-11-22', farBefore)).toEqual([]);
    expect(slotsOn('2026-11-29', farBefore)).toEqual([]);
    expect(slotsOn('2026-11-28', farBefore)).toHaveLength(18);
  });

  it('offers nothing on a past date', () => {
    expect(slotsOn('2026-11-24', '2026-11-25T00:00:00.000Z')).toEqual([]);
  });

  it('keeps exactly two hours of notice on today', () => {
    // 09:00 in Dubai: 11:00 is exactly two hours away and still bookable, 10:30 is not.
    const atNine = slotsOn('2026-11-24', '2026-11-24T05:00:00.000Z');
    expect(atNine).toEqual(halfHours('2026-11-24T07:00:00.000Z', 14));
    // One millisecond later 11:00 is inside the notice.
    expect(starts(slotsOn('2026-11-24', '2026-11-24T05:00:00.001Z'))[0]).toBe(
      '2026-11-24T07:30:00.000Z',
    );
    // 16:30 in Dubai: 18:30 is past the day end, so nothing is left today.
    expect(slotsOn('2026-11-24', '2026-11-24T12:30:00.000Z')).toEqual([]);
  });

  it('books up to the end of the 60th business day after today, not to now + 60 x 24 h', () => {
    const mondayTenAm = '2026-11-23T06:00:00.000Z'; // 10:00 in Dubai
    // 23 November + 60 days = Friday 22 January 2027: its whole day, 17:30 included.
    expect(slotsOn('2027-01-22', mondayTenAm)).toEqual(halfHours('2027-01-22T05:00:00.000Z', 18));
    expect(slotsOn('2027-01-23', mondayTenAm)).toEqual([]);
  });

  it('counts the window from the business date, not the UTC date', () => {
    // 20:30 UTC on the 23rd is already 00:30 on Tuesday the 24th in Dubai.
    const justAfterDubaiMidnight = '2026-11-23T20:30:00.000Z';
    expect(slotsOn('2027-01-23', justAfterDubaiMidnight)).toHaveLength(18);
    expect(slotsOn('2027-01-25', justAfterDubaiMidnight)).toEqual([]);
  });

  it('leaves out booked slots, and every slot a longer booking overlaps', () => {
    const one = slotsOn('2026-11-24', farBefore, {
      booked: [{ start: new Date('2026-11-24T07:00:00.000Z') }],
    });
    expect(one).toHaveLength(17);
    expect(starts(one)).not.toContain('2026-11-24T07:00:00.000Z');

    const overlapping = slotsOn('2026-11-24', farBefore, {
      booked: [
        // 09:15 to 10:15 in Dubai covers the 09:00, 09:30 and 10:00 slots.
        { start: new Date('2026-11-24T05:15:00.000Z'), end: new Date('2026-11-24T06:15:00.000Z') },
        { start: new Date('2026-11-25T05:00:00.000Z') },
      ],
    });
    expect(starts(overlapping)[0]).toBe('2026-11-24T06:30:00.000Z');
    expect(overlapping).toHaveLength(15);
  });

  it('rejects a malformed date and an unknown zone with typed errors', () => {
    expect(() => slotsOn('2026-02-30', farBefore)).toThrow(BookingInputError);
    expect(() => slotsOn('2026-11-24', farBefore, { tz: 'Mars/Olympus_Mons' })).toThrow(
      expect.objectContaining({ code: 'invalid-time-zone' }),
    );
  });
});

describe('availableSlots for a visitor-local date (tz)', () => {
  it('gives the Dubai grid for a visitor in Dubai', () => {
    expect(slotsOn('2026-11-24', '2026-11-01T00:00:00.000Z', { tz: 'Asia/Dubai' })).toEqual(
      slotsOn('2026-11-24', '2026-11-01T00:00:00.000Z'),
    );
  });

  describe('America/New_York around the March change (EST -> EDT on 2026-03-08)', () => {
    const now = '2026-03-01T00:00:00.000Z';
    const ny = (date: string) => slotsOn(date, now, { tz: 'America/New_York' });

    it('Friday 6 March ends at the visitor midnight, 05:00 UTC = 09:00 Saturday in Dubai', () => {
      expect(ny('2026-03-06')).toEqual(halfHours('2026-03-06T05:00:00.000Z', 18));
    });

    it('Saturday 7 March starts at the visitor midnight with the 09:00 Dubai slot', () => {
      expect(starts(ny('2026-03-07'))[0]).toBe('2026-03-07T05:00:00.000Z');
      expect(ny('2026-03-07')).toHaveLength(18);
    });

    it('the 23-hour Sunday 8 March holds no slots (Sunday in Dubai too)', () => {
      expect(ny('2026-03-08')).toEqual([]);
    });

    it('Monday 9 March in EDT runs 04:00 to 04:00 UTC and holds Monday in Dubai only', () => {
      expect(ny('2026-03-09')).toEqual(halfHours('2026-03-09T05:00:00.000Z', 18));
    });
  });

  describe('America/New_York around the November change (EDT -> EST on 2026-11-01)', () => {
    const now = '2026-10-20T00:00:00.000Z';
    const ny = (date: string) => slotsOn(date, now, { tz: 'America/New_York' });

    it('Saturday 31 October in EDT holds Saturday in Dubai', () => {
      expect(ny('2026-10-31')).toEqual(halfHours('2026-10-31T05:00:00.000Z', 18));
    });

    it('the 25-hour Sunday 1 November ends just before 09:00 Monday in Dubai', () => {
      expect(ny('2026-11-01')).toEqual([]);
    });

    it('Monday 2 November in EST starts with 09:00 Dubai and stops before Tuesday 09:00', () => {
      expect(ny('2026-11-02')).toEqual(halfHours('2026-11-02T05:00:00.000Z', 18));
    });
  });

  describe('America/Los_Angeles, whose midnight falls inside Dubai business hours', () => {
    it('a winter day spans the afternoon of one Dubai day and the morning of the next', () => {
      const la = slotsOn('2026-11-24', '2026-11-01T00:00:00.000Z', { tz: 'America/Los_Angeles' });
      expect(la).toEqual([
        ...halfHours('2026-11-24T08:00:00.000Z', 12), // Tuesday 12:00-17:30 in Dubai
        ...halfHours('2026-11-25T05:00:00.000Z', 6), // Wednesday 09:00-11:30 in Dubai
      ]);
    });

    it('the 23-hour 8 March ends at 07:00 UTC, one hour earlier than a 24 h day would', () => {
      const now = '2026-03-01T00:00:00.000Z';
      const la = (date: string) => slotsOn(date, now, { tz: 'America/Los_Angeles' });
      expect(la('2026-03-08')).toEqual(halfHours('2026-03-09T05:00:00.000Z', 4));
      expect(la('2026-03-09')).toEqual([
        ...halfHours('2026-03-09T07:00:00.000Z', 14),
        ...halfHours('2026-03-10T05:00:00.000Z', 4),
      ]);
    });

    it('the 25-hour 1 November ends at 08:00 UTC', () => {
      const now = '2026-10-20T00:00:00.000Z';
      const la = (date: string) => slotsOn(date, now, { tz: 'America/Los_Angeles' });
      expect(la('2026-11-01')).toEqual(halfHours('2026-11-02T05:00:00.000Z', 6));
      expect(la('2026-11-02')).toEqual([
        ...halfHours('2026-11-02T08:00:00.000Z', 12),
        ...halfHours('2026-11-03T05:00:00.000Z', 6),
      ]);
    });
  });

  describe('Pacific/Auckland, a day ahead of Dubai', () => {
    it('a visitor date starts in the previous Dubai afternoon', () => {
      // Midnight NZDT (UTC+13) on the 24th is 15:00 on Monday the 23rd in Dubai.
      const nz = slotsOn('2026-11-24', '2026-11-01T00:00:00.000Z', { tz: 'Pacific/Auckland' });
      expect(nz).toEqual([
        ...halfHours('2026-11-23T11:00:00.000Z', 6),
        ...halfHours('2026-11-24T05:00:00.000Z', 12),
      ]);
    });

    it('follows the end of New Zealand daylight saving on 5 April 2026', () => {
      const now = '2026-03-20T00:00:00.000Z';
      const nz = (date: string) => slotsOn(date, now, { tz: 'Pacific/Auckland' });
      // 5 April lasts 25 hours: from 15:00 Saturday to 16:00 Sunday in Dubai.
      expect(nz('2026-04-05')).toEqual(halfHours('2026-04-04T11:00:00.000Z', 6));
      // 6 April starts at 16:00 Sunday in Dubai, so Monday runs up to 15:30.
      expect(nz('2026-04-06')).toEqual(halfHours('2026-04-06T05:00:00.000Z', 14));
    });
  });

  it('applies notice and window to the visitor day as well', () => {
    // 10:00 Monday in Dubai; the Los Angeles Sunday holds Monday 09:00-11:30 in Dubai.
    const la = slotsOn('2026-11-22', '2026-11-23T06:00:00.000Z', { tz: 'America/Los_Angeles' });
    expect(la).toEqual([]);
    const laMonday = slotsOn('2026-11-23', '2026-11-23T06:00:00.000Z', {
      tz: 'America/Los_Angeles',
    });
    expect(starts(laMonday)[0]).toBe('2026-11-23T08:00:00.000Z');
  });
});

describe('availableSlots in a business zone with daylight saving', () => {
  const london: BookingRules = {
    ...rules,
    timeZone: 'Europe/London',
    workingDays: [1, 2, 3, 4, 5, 6, 7],
  };

  it('keeps 09:00 local across the March change', () => {
    const now = '2026-03-01T00:00:00.000Z';
    expect(slotsOn('2026-03-28', now, { rules: london })).toEqual(
      halfHours('2026-03-28T09:00:00.000Z', 18),
    );
    expect(slotsOn('2026-03-29', now, { rules: london })).toEqual(
      halfHours('2026-03-29T08:00:00.000Z', 18),
    );
  });

  it('skips the wall-clock times that do not exist when clocks go forward', () => {
    const night: BookingRules = { ...london, dayStartMinutes: 0, dayEndMinutes: 240 };
    // 00:00, 00:30, then 02:00 BST onwards: six meetings back to back in real time.
    expect(slotsOn('2026-03-29', '2026-03-01T00:00:00.000Z', { rules: night })).toEqual(
      halfHours('2026-03-29T00:00:00.000Z', 6),
    );
  });

  it('offers a repeated wall-clock time once when clocks go back', () => {
    const night: BookingRules = { ...london, dayStartMinutes: 0, dayEndMinutes: 240 };
    expect(slotsOn('2026-10-25', '2026-10-01T00:00:00.000Z', { rules: night })).toEqual([
      ...halfHours('2026-10-24T23:00:00.000Z', 4), // 00:00-01:30 BST
      ...halfHours('2026-10-25T02:00:00.000Z', 4), // 02:00-03:30 GMT
    ]);
  });
});

describe('parseDateParam', () => {
  it.each(['2026-11-24', '2028-02-29', '2026-12-31'])('accepts %s', (s) => {
    expect(parseDateParam(s)).toBe(s);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-1-5',
    '2026-13-01',
    'abc',
    '',
    ' 2026-11-24',
    '2026-11-24T00:00',
  ])('rejects %j with an invalid-date error', (s) => {
    expect(() => parseDateParam(s)).toThrow(
      expect.objectContaining({ name: 'BookingInputError', code: 'invalid-date' }),
    );
  });
});

describe('isValidTimeZone', () => {
  it.each(['Asia/Dubai', 'America/New_York', 'Pacific/Auckland', 'UTC'])('accepts %s', (tz) => {
    expect(isValidTimeZone(tz)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', '', '+04:00', 'Dubai'])('rejects %j', (tz) => {
    expect(isValidTimeZone(tz)).toBe(false);
  });
});
