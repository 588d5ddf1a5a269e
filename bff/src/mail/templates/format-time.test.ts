import {
  formatBusinessTime,
  formatMeetingTimes,
  formatMeetingTimesIn,
  formatUtcTime,
} from './format-time';

const start = new Date('2026-11-24T11:30:00.000Z');
const end = new Date('2026-11-24T12:00:00.000Z');

describe('meeting time formats', () => {
  it('spells the business time out with zone name and abbreviation', () => {
    expect(formatBusinessTime(start, 'Asia/Dubai')).toBe(
      'Tuesday, 24 November 2026, 3:30 PM (Asia/Dubai, GST)',
    );
    expect(formatBusinessTime(start, 'America/New_York')).toBe(
      'Tuesday, 24 November 2026, 6:30 AM (America/New_York, EST)',
    );
    expect(formatBusinessTime(new Date('2026-07-01T11:30:00.000Z'), 'Europe/London')).toBe(
      'Wednesday, 1 July 2026, 12:30 PM (Europe/London, BST)',
    );
  });

  it('gives UTC on a 24-hour clock', () => {
    expect(formatUtcTime(start)).toBe('11:30 UTC');
    expect(formatUtcTime(new Date('2026-11-24T05:00:00.000Z'))).toBe('05:00 UTC');
  });

  it('describes a meeting in both zones, with the UTC date when it differs', () => {
    expect(formatMeetingTimes(start, end, 'Asia/Dubai')).toEqual({
      business: 'Tuesday, 24 November 2026, 3:30 PM – 4:00 PM (Asia/Dubai, GST)',
      utc: '11:30–12:00 UTC',
      utcWithDate: 'Tuesday, 24 November 2026, 11:30–12:00 UTC',
      short: 'Tuesday, 24 November 2026, 3:30 PM (GST)',
      minutes: 30,
    });
    expect(formatMeetingTimes(start, end, 'Pacific/Auckland').utc).toBe(
      '11:30–12:00 UTC on Tuesday, 24 November 2026',
    );
  });
});

describe('formatMeetingTimesIn Arabic', () => {
  it('formats with the pinned Arabic locale, Latin digits and ص/م, and dates UTC when it differs', () => {
    const times = formatMeetingTimesIn(
      'ar',
      new Date('2026-11-24T22:30:00.000Z'),
      new Date('2026-11-24T23:00:00.000Z'),
      'Asia/Dubai',
    );
    expect(times).toEqual({
      business: 'الأربعاء، 25 نوفمبر 2026، 2:30 ص – 3:00 ص (Asia/Dubai، GST)',
      utc: '22:30–23:00 UTC، الثلاثاء، 24 نوفمبر 2026',
      utcWithDate: 'الثلاثاء، 24 نوفمبر 2026، 22:30–23:00 UTC',
      short: 'الأربعاء، 25 نوفمبر 2026، 2:30 ص (GST)',
      minutes: 30,
    });
  });

  it('leaves English to the forms it always had', () => {
    expect(formatMeetingTimesIn('en', start, end, 'Asia/Dubai')).toEqual(
      formatMeetingTimes(start, end, 'Asia/Dubai'),
    );
  });
});
