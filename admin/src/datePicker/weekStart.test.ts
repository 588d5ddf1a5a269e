import { daysOffOfWeek, firstWorkingDay } from './weekStart';

describe("the staff date pickers' first day of the week", () => {
  it.each([
    ['Sunday off (the firm today)', [7], 1],
    ['a Friday-Saturday weekend (Saudi Arabia)', [5, 6], 0],
    ['a Saturday-Sunday weekend (the UAE)', [6, 7], 1],
    ['no day off', [], 1],
    ['Friday alone off', [5], 6],
  ])('%s', (_case, daysOff, start) => {
    expect(firstWorkingDay(daysOff)).toBe(start);
  });

  it('reads the days off of a week of intervals', () => {
    const day = [{ start: '09:00', end: '18:00' }];
    expect(daysOffOfWeek([day, day, day, day, [], [], day])).toEqual([5, 6]);
  });
});
