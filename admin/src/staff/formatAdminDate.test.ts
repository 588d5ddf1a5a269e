import { formatAdminDate } from './formatAdminDate';

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
