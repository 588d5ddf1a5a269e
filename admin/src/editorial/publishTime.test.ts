import {
  instantToWallTime,
  publishTimeInWords,
  publishesOn,
  suggestedPublishTime,
  wallTimeToInstant,
  zoneInWords,
} from './publishTime';

const DUBAI = 'Asia/Dubai';
const NEW_YORK = 'America/New_York';

describe("publish times on the business's clock, in the zone given", () => {
  it('says a time in words, in the one shape the editor shows', () => {
    expect(publishesOn('2026-03-01T05:00:00.000Z', DUBAI)).toBe(
      'Publishes on Sunday 1 March 2026 at 09:00 Gulf Standard Time',
    );
    expect(publishTimeInWords('2026-12-31T20:30:00Z', DUBAI)).toBe(
      'Friday 1 January 2027 at 00:30 Gulf Standard Time',
    );
  });

  // Jest keeps the zone the suite started in (TZ=America/Los_Angeles npx jest ... to try
  // another); these hold in every one, as none of them is read.
  it('turns a Dubai wall time into its instant, and back', () => {
    expect(wallTimeToInstant({ date: '2026-03-01', time: '09:00' }, DUBAI)?.toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    );
    // Just after midnight in Dubai is the evening before in UTC.
    expect(wallTimeToInstant({ date: '2026-07-01', time: '00:15' }, DUBAI)?.toISOString()).toBe(
      '2026-06-30T20:15:00.000Z',
    );
    expect(instantToWallTime('2026-03-01T05:00:00.000Z', DUBAI)).toEqual({
      date: '2026-03-01',
      time: '09:00',
    });
  });

  it('keeps a zone with daylight saving right too', () => {
    expect(
      wallTimeToInstant({ date: '2026-07-01', time: '09:00' }, 'Europe/London')?.toISOString(),
    ).toBe('2026-07-01T08:00:00.000Z');
    expect(
      wallTimeToInstant({ date: '2026-01-15', time: '09:00' }, 'Europe/London')?.toISOString(),
    ).toBe('2026-01-15T09:00:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    expect(wallTimeToInstant({ date: '', time: '09:00' }, DUBAI)).toBeNull();
    expect(wallTimeToInstant({ date: '2026-03-01', time: '' }, DUBAI)).toBeNull();
    expect(wallTimeToInstant({ date: '2026-02-30', time: '09:00' }, DUBAI)).toBeNull();
    expect(wallTimeToInstant({ date: '2026-03-01', time: '24:00' }, DUBAI)).toBeNull();
  });

  it('suggests nine in the morning of the next Dubai day', () => {
    // 22:00 UTC is already 02:00 the next day in Dubai.
    expect(suggestedPublishTime(new Date('2026-03-01T22:00:00Z'), DUBAI)).toEqual({
      date: '2026-03-03',
      time: '09:00',
    });
  });

  it("picks, says and suggests times in New York when that is the business's zone", () => {
    // 09:00 in New York is 14:00 UTC in winter, 13:00 UTC in summer.
    expect(wallTimeToInstant({ date: '2026-03-01', time: '09:00' }, NEW_YORK)?.toISOString()).toBe(
      '2026-03-01T14:00:00.000Z',
    );
    expect(wallTimeToInstant({ date: '2026-07-01', time: '09:00' }, NEW_YORK)?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(instantToWallTime('2026-03-01T05:00:00.000Z', NEW_YORK)).toEqual({
      date: '2026-03-01',
      time: '00:00',
    });
    expect(publishesOn('2026-03-01T14:00:00.000Z', NEW_YORK)).toBe(
      'Publishes on Sunday 1 March 2026 at 09:00 Eastern Standard Time',
    );
    // 22:00 UTC on 1 March is still 17:00 that day in New York: the next day is the 2nd.
    expect(suggestedPublishTime(new Date('2026-03-01T22:00:00Z'), NEW_YORK)).toEqual({
      date: '2026-03-02',
      time: '09:00',
    });
  });
});

describe('zoneInWords', () => {
  it('names the zone in force by its long name and its city', () => {
    expect(zoneInWords('Asia/Dubai')).toEqual({ name: 'Gulf Standard Time', city: 'Dubai' });
    expect(zoneInWords('Asia/Riyadh')).toEqual({ name: 'Arabian Standard Time', city: 'Riyadh' });
    expect(zoneInWords('America/New_York', new Date('2026-01-15T12:00:00Z'))).toEqual({
      name: 'Eastern Standard Time',
      city: 'New York',
    });
  });
});
