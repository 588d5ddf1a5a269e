import { formatSlotTime, zoneLabel } from './slotTime';

describe('slot times in the visitor zone', () => {
  it('shows an instant as the wall-clock time, like 3:30 PM', () => {
    expect(formatSlotTime('2026-11-24T11:30:00.000Z', 'Asia/Dubai')).toBe('3:30 PM');
    expect(formatSlotTime('2026-11-24T11:30:00.000Z', 'America/New_York')).toBe('6:30 AM');
    expect(formatSlotTime('2026-06-24T11:30:00.000Z', 'America/New_York')).toBe('7:30 AM');
  });

  it('names the zone, with its abbreviation or else its UTC offset', () => {
    expect(zoneLabel('Europe/London', '2026-07-01T12:00:00Z')).toBe('Europe/London (BST)');
    expect(zoneLabel('Asia/Dubai', '2026-07-01T12:00:00Z')).toBe('Asia/Dubai (UTC+04:00)');
    expect(zoneLabel('America/New_York', '2026-01-01T12:00:00Z')).toBe('America/New York (EST)');
    expect(zoneLabel('UTC', '2026-01-01T12:00:00Z')).toBe('UTC');
  });
});
