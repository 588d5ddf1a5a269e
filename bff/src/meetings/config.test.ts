import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { bookingConfig } from './config';
import { DEFAULT_BOOKING_RULES } from './rules';

describe('booking configuration', () => {
  it('keeps the default rules, five bookings per ten minutes, the caps and the meeting settings', () => {
    expect(readSection(bookingConfig, {})).toEqual({
      booking: DEFAULT_BOOKING_RULES,
      scheduleRateLimit: { limit: 5, windowMs: 600_000 },
      bookingCaps: {
        upcomingPerEmail: 2,
        perAddressPerDay: 3,
        perDay: 20,
        confirmHoldMs: 30 * 60_000,
      },
      meetings: {
        siteUrl: 'http://127.0.0.1:8080',
        changeCutoffMs: 12 * 3_600_000,
        reminderLeadMs: 24 * 3_600_000,
        reminderPollMs: 60_000,
        maxVisitorMoves: 3,
      },
    });
  });

  it('reads the caps, the cut-off, the reminder and the site origin', () => {
    const config = readSection(bookingConfig, {
      BOOKING_MAX_UPCOMING_PER_EMAIL: '1',
      BOOKING_MAX_PER_ADDRESS_PER_DAY: '4',
      BOOKING_MAX_PER_DAY: '50',
      MEETING_CHANGE_CUTOFF_HOURS: '6',
      MEETING_REMINDER_HOURS: '0',
      MEETING_REMINDER_POLL_MS: '5000',
      MEETING_MAX_VISITOR_MOVES: '5',
      BOOKING_CONFIRM_HOLD_MINUTES: '60',
      SITE_URL: 'https://www.finance.example/',
    });
    expect(config.bookingCaps).toEqual({
      upcomingPerEmail: 1,
      perAddressPerDay: 4,
      perDay: 50,
      confirmHoldMs: 60 * 60_000,
    });
    expect(config.meetings).toEqual({
      siteUrl: 'https://www.finance.example',
      changeCutoffMs: 6 * 3_600_000,
      reminderLeadMs: 0,
      reminderPollMs: 5_000,
      maxVisitorMoves: 5,
    });
  });

  it.each(['ftp://finance.example', 'https://finance.example/site', 'https://u:p@x.example', 'x'])(
    'refuses SITE_URL %s',
    (value) => {
      expect(sectionProblems(bookingConfig, { SITE_URL: value })).toEqual([
        expect.stringMatching(/^SITE_URL: must be an http\(s\) origin/),
      ]);
    },
  );

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
