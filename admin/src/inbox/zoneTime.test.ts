import { instantInZone, meetingTimes, spanInZone, todayIn, zonedTime } from './zoneTime';

const meeting = {
  start: '2030-01-07T11:30:00.000Z',
  end: '2030-01-07T12:00:00.000Z',
  visitorTimeZone: 'Europe/London',
};

describe('meeting times on a named zone’s clock', () => {
  it('says a meeting on the business clock and on the visitor’s', () => {
    expect(meetingTimes(meeting, 'Asia/Dubai')).toEqual({
      business: 'Mon 7 Jan 2030, 15:30–16:00 (Dubai time)',
      visitor: "Visitor's time (Europe/London): 11:30–12:00",
    });
  });

  it('names the visitor’s date when it is another day there', () => {
    expect(
      meetingTimes({ ...meeting, visitorTimeZone: 'America/Los_Angeles' }, 'Asia/Dubai').visitor,
    ).toBe("Visitor's time (America/Los_Angeles): 03:30–04:00");
    expect(
      meetingTimes(
        {
          ...meeting,
          start: '2030-01-07T05:00:00.000Z',
          end: '2030-01-07T05:30:00.000Z',
          visitorTimeZone: 'America/Los_Angeles',
        },
        'Asia/Dubai',
      ).visitor,
    ).toBe("Visitor's time (America/Los_Angeles): Sun 6 Jan 2030, 21:00–21:30");
  });

  it('gives one time when the visitor is in the business zone', () => {
    expect(
      meetingTimes({ ...meeting, visitorTimeZone: 'Asia/Dubai' }, 'Asia/Dubai').visitor,
    ).toBeNull();
  });

  it('follows daylight saving and writes midnight as 00', () => {
    expect(instantInZone('2030-07-01T11:30:00.000Z', 'Europe/London')).toBe(
      'Mon 1 Jul 2030, 12:30',
    );
    expect(instantInZone('2030-01-06T20:00:00.000Z', 'Asia/Dubai')).toBe('Mon 7 Jan 2030, 00:00');
    expect(spanInZone('2030-01-06T20:00:00.000Z', '2030-01-06T20:30:00.000Z', 'Asia/Dubai')).toBe(
      '00:00–00:30',
    );
  });

  it('survives values that are not instants or zones', () => {
    expect(zonedTime('soon', 'Asia/Dubai')).toBeNull();
    expect(zonedTime('2030-01-07T11:30:00.000Z', 'Mars/Olympus')).toBeNull();
    expect(instantInZone('soon', 'Asia/Dubai')).toBe('an unknown time');
  });

  it('gives today’s date on the zone’s clock', () => {
    const lateInUtc = new Date('2030-01-06T22:00:00.000Z');
    expect(todayIn('Asia/Dubai', lateInUtc)).toBe('2030-01-07');
    expect(todayIn('Europe/London', lateInUtc)).toBe('2030-01-06');
  });
});
