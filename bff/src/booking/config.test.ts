import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { bookingConfig } from './config';
import { DEFAULT_BOOKING_RULES } from './rules';

describe('booking configuration', () => {
  it('keeps the default rules and five bookings per ten minutes', () => {
    expect(readSection(bookingConfig, {})).toEqual({
      booking: DEFAULT_BOOKING_RULES,
      scheduleRateLimit: { limit: 5, windowMs: 600_000 },
    });
  });

  it('reads the rules and the schedule rate limit', () => {
    const config = readSection(bookingConfig, {
      BOOKING_TIMEZONE: 'europe/london',
      BOOKING_DAYS: '1-5',
      SCHEDULE_RATE_LIMIT: '9',
      SCHEDULE_RATE_WINDOW_SECONDS: '3600',
    });
    expect(config.booking).toMatchObject({
      timeZone: 'Europe/London',
      workingDays: [1, 2, 3, 4, 5],
    });
    expect(config.scheduleRateLimit).toEqual({ limit: 9, windowMs: 3_600_000 });
  });

  it('reports the rules’ problems in the `NAME: problem` form', () => {
    expect(
      sectionProblems(bookingConfig, { BOOKING_DAYS: 'weekdays', BOOKING_TIMEZONE: 'Mars/Base' }),
    ).toEqual([
      expect.stringMatching(/^BOOKING_TIMEZONE: .*IANA time zone.*Mars\/Base/),
      expect.stringMatching(/^BOOKING_DAYS: must list ISO weekdays/),
    ]);
    expect(sectionProblems(bookingConfig, { SCHEDULE_RATE_LIMIT: '0' })).toEqual([
      expect.stringMatching(/^SCHEDULE_RATE_LIMIT: must be a whole number between 1 and/),
    ]);
  });
});
