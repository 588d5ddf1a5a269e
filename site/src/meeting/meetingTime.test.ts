import { instantLine, meetingTimeLine, meetingTimeText, zoneName } from './meetingTime';

describe('a meeting time in words', () => {
  it('reads the wall-clock time of the given zone, whatever the zone of the process', () => {
    const start = '2030-01-07T11:30:00.000Z';
    const end = '2030-01-07T12:00:00.000Z';
    expect(meetingTimeText(start, end, 'Asia/Dubai')).toEqual({
      date: 'Monday, January 7, 2030',
      time: '3:30 PM – 4:00 PM',
      zone: 'Gulf Standard Time',
    });
    expect(meetingTimeText(start, end, 'Europe/London')).toEqual({
      date: 'Monday, January 7, 2030',
      time: '11:30 AM – 12:00 PM',
      zone: 'Greenwich Mean Time',
    });
    // 05:00Z is Monday in Dubai and still Sunday evening in Los Angeles: the zone's own date.
    expect(meetingTimeText('2030-01-07T05:00:00.000Z', end, 'America/Los_Angeles')).toMatchObject({
      date: 'Sunday, January 6, 2030',
      time: '9:00 PM – 4:00 AM',
    });
  });

  it('follows daylight saving by the zone rules, and writes midnight and noon as 12', () => {
    expect(zoneName('2030-07-07T11:30:00.000Z', 'Europe/London')).toBe('British Summer Time');
    expect(
      meetingTimeText('2030-07-07T11:00:00.000Z', '2030-07-07T11:30:00.000Z', 'Europe/London'),
    ).toMatchObject({ time: '12:00 PM – 12:30 PM' });
    expect(
      meetingTimeLine(
        meetingTimeText('2030-01-07T20:00:00.000Z', '2030-01-07T20:30:00.000Z', 'Asia/Dubai'),
      ),
    ).toBe('Tuesday, January 8, 2030, 12:00 AM – 12:30 AM (Gulf Standard Time)');
  });

  it('writes an instant', () => {
    expect(instantLine('2030-01-06T23:30:00.000Z', 'Europe/London')).toBe(
      'Sunday, January 6, 2030, 11:30 PM (Greenwich Mean Time)',
    );
  });
});
