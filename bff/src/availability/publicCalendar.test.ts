import type { AvailabilitySchedule, Closure } from '@app/contract/availability';
import { publicCalendar } from './publicCalendar';

const day = [{ start: '09:00', end: '18:00' }];
const closure = (from: string, to: string, extra: Partial<Closure> = {}): Closure => ({
  id: `${from}-${to}`,
  from,
  to,
  hours: null,
  labelEn: 'Retreat',
  labelAr: 'رحلة',
  estimated: false,
  ...extra,
});
const schedule = (closures: Closure[]): AvailabilitySchedule => ({
  timeZone: 'Asia/Dubai',
  weekly: [day, day, day, day, [], [], day],
  closures,
  rules: {
    meetingMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    slotStepMinutes: 30,
    minNotice: { unit: 'hours', amount: 2 },
    maxDaysAhead: 30,
    caps: { upcomingPerEmail: 2, perAddressPerDay: 3, perDay: 20 },
    changeCutoffHours: 12,
  },
});

describe('publicCalendar', () => {
  // Sunday 22 November 2026, 23:30 in Dubai: the business date is still the 22nd.
  const now = new Date('2026-11-22T19:30:00.000Z');

  it('gives the weekdays off and the all-day closures still ahead within the window', () => {
    const calendar = publicCalendar(
      schedule([
        closure('2026-11-20', '2026-11-21'),
        closure('2026-11-22', '2026-11-22', { labelEn: 'Today' }),
        closure('2026-11-24', '2026-11-26', { hours: day }),
        closure('2026-12-01', '2026-12-03', { labelEn: 'Eid', estimated: true }),
        closure('2027-02-01', '2027-02-01'),
      ]),
      now,
    );
    expect(calendar.daysOff).toEqual([5, 6]);
    expect(calendar.closed.map((c) => `${c.labelEn} ${c.from}`)).toEqual([
      'Today 2026-11-22',
      'Eid 2026-12-01',
    ]);
    expect(calendar.closed[1]).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
      labelEn: 'Eid',
      labelAr: 'رحلة',
      estimated: true,
    });
  });
});
