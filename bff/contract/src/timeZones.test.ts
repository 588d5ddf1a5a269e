import { zoneCity } from './timeZones';

describe('a time zone read by its city', () => {
  it('is the last part of the zone name, with spaces for underscores', () => {
    expect(zoneCity('Asia/Dubai')).toBe('Dubai');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});
