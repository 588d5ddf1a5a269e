import { firstSelectableDate, isSelectableDate, toIsoDate } from './calendarDates';

// Local dates: 2026-11-22 is a Sunday.
const SATURDAY = new Date(2026, 10, 21, 15, 30);
const SUNDAY = new Date(2026, 10, 22, 9, 0);
const MONDAY = new Date(2026, 10, 23);

describe('booking calendar dates', () => {
  it('refuses Sundays and days before today, accepts today and later weekdays', () => {
    expect(isSelectableDate(new Date(2026, 10, 21), SATURDAY)).toBe(true);
    expect(isSelectableDate(new Date(2026, 10, 20), SATURDAY)).toBe(false);
    expect(isSelectableDate(SUNDAY, SATURDAY)).toBe(false);
    expect(isSelectableDate(new Date(2026, 10, 29), SATURDAY)).toBe(false);
    expect(isSelectableDate(MONDAY, SATURDAY)).toBe(true);
  });

  it('opens on today, or on Monday when today is the day off', () => {
    expect(firstSelectableDate(SATURDAY)).toEqual(new Date(2026, 10, 21));
    expect(firstSelectableDate(SUNDAY)).toEqual(MONDAY);
  });

  it('formats the local calendar date as yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});
