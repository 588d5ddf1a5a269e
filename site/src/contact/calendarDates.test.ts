import {
  addDays,
  addMonths,
  businessDate,
  dateLabel,
  firstSelectableDate,
  isSelectableDate,
  monthGrid,
  monthLabel,
} from './calendarDates';

// 2026-11-22 is a Sunday.
const SATURDAY = '2026-11-21';

describe('booking calendar dates', () => {
  it("is the date in the business's zone given, whatever the clock's own zone says", () => {
    // 20:30 UTC is already half past midnight in Dubai (UTC+4), still the afternoon in New York.
    expect(businessDate(new Date('2026-11-24T20:30:00Z'), 'Asia/Dubai')).toBe('2026-11-25');
    expect(businessDate(new Date('2026-11-24T20:30:00Z'), 'America/New_York')).toBe('2026-11-24');
    // New York's midnight is 05:00 UTC in winter and 04:00 UTC in summer (daylight saving).
    expect(businessDate(new Date('2026-11-25T04:59:00Z'), 'America/New_York')).toBe('2026-11-24');
    expect(businessDate(new Date('2026-11-25T05:00:00Z'), 'America/New_York')).toBe('2026-11-25');
    expect(businessDate(new Date('2026-07-01T03:59:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(businessDate(new Date('2026-07-01T04:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(businessDate(new Date('2027-01-01T04:59:00Z'), 'America/New_York')).toBe('2026-12-31');
  });

  it('is the date in the zone of the runtime when no zone is known', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(businessDate(now, undefined)).toBe(local);
  });

  it('refuses Sundays and days before today, accepts today and later weekdays', () => {
    expect(isSelectableDate('2026-11-21', SATURDAY)).toBe(true);
    expect(isSelectableDate('2026-11-20', SATURDAY)).toBe(false);
    expect(isSelectableDate('2026-11-22', SATURDAY)).toBe(false);
    expect(isSelectableDate('2026-11-29', SATURDAY)).toBe(false);
    expect(isSelectableDate('2026-11-23', SATURDAY)).toBe(true);
    expect(isSelectableDate('2027-01-04', SATURDAY)).toBe(true);
  });

  it('opens on today, or on Monday when today is the day off', () => {
    expect(firstSelectableDate(SATURDAY)).toBe(SATURDAY);
    expect(firstSelectableDate('2026-11-22')).toBe('2026-11-23');
    expect(firstSelectableDate('2026-05-31')).toBe('2026-06-01');
  });

  it('counts days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in weeks that start on Monday', () => {
    // November 2026 starts on a Sunday: six empty cells before it.
    const november = monthGrid('2026-11');
    expect(november.blanks).toBe(6);
    expect(november.days).toHaveLength(30);
    expect(november.days[0]).toBe('2026-11-01');
    expect(november.days.at(-1)).toBe('2026-11-30');
    // June 2026 starts on a Monday; February 2028 has a leap day.
    expect(monthGrid('2026-06').blanks).toBe(0);
    expect(monthGrid('2028-02').days.at(-1)).toBe('2028-02-29');
  });

  it('names months and days in words', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(dateLabel('2026-11-23')).toBe('Monday, November 23, 2026');
  });
});
