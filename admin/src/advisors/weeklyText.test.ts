import { dayText, parseDay, parseList } from './weeklyText';

describe('a day of hours as text', () => {
  it('reads intervals back from their text, and a blank day as a day off', () => {
    const day = [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ];
    expect(parseDay(dayText(day))).toEqual(day);
    expect(parseDay(' ')).toEqual([]);
  });

  it('passes what it cannot read to the server as it is, to be refused by field', () => {
    expect(parseDay('9am')).toEqual([{ start: '9am', end: '' }]);
  });

  it('splits services on commas', () => {
    expect(parseList('Payroll, Tax ,,')).toEqual(['Payroll', 'Tax']);
  });
});
