import { INTL_LOCALE } from '@app/contract/languages';
import { dateTimeFormat, formatNumber, numberFormat, plainSpaces } from './formats';

describe('the pinned formatters', () => {
  it('build one formatter per language and options, and reuse it', () => {
    const options = { timeZone: 'UTC', month: 'long' } as const;
    expect(dateTimeFormat('ar', options)).toBe(dateTimeFormat('ar', { ...options }));
    expect(dateTimeFormat('ar', options)).not.toBe(dateTimeFormat('en', options));
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
  });

  it('use the pinned locale: Gregorian calendar and Latin digits in Arabic too', () => {
    const { locale, calendar, numberingSystem } = dateTimeFormat('ar', {}).resolvedOptions();
    expect(locale).toBe(INTL_LOCALE.ar);
    expect([calendar, numberingSystem]).toEqual(['gregory', 'latn']);
    expect(formatNumber('ar', 1234567.5)).toBe('1,234,567.5');
  });

  it('print a plain space where an engine writes a narrow or no-break one', () => {
    expect(plainSpaces('3:30\u202fPM 25\u00a0نوفمبر')).toBe('3:30 PM 25 نوفمبر');
  });
});
