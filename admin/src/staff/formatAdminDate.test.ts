import { formatAdminDate } from './formatAdminDate';
import { formatDateTime } from './formatDateTime';

describe('formatAdminDate: the dashboard date', () => {
  it("formats as 'MMM d, yyyy'", () => {
    expect(formatAdminDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
    expect(formatAdminDate('2025-12-31T10:00:00')).toBe('Dec 31, 2025');
  });

  it('says "Invalid date" for what cannot be parsed', () => {
    expect(formatAdminDate('not a date')).toBe('Invalid date');
    expect(formatAdminDate('')).toBe('Invalid date');
  });
});

describe('the dashboard date and time on a named zone', () => {
  // A page rendered on the server writes the staff member's own clock, whatever the server's.
  it("writes the instant on the zone's clock", () => {
    expect(formatAdminDate('2026-12-31T22:30:00Z', 'Asia/Dubai')).toBe('Jan 1, 2027');
    expect(formatDateTime('2026-12-31T22:30:00Z', 'Asia/Dubai')).toBe('Jan 1, 2027, 02:30');
    expect(formatDateTime('2026-12-31T22:30:00Z', 'America/New_York')).toBe('Dec 31, 2026, 17:30');
  });

  it('says "Invalid date" for a zone the runtime does not know', () => {
    expect(formatDateTime('2026-12-31T22:30:00Z', 'Mars/Olympus')).toBe('Invalid date');
  });
});
