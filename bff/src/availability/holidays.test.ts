import { datesOfHijri, publicHolidays } from './holidays';

/*
 * Expected dates: the Umm al-Qura calendar as published by King Abdulaziz City for Science and
 * Technology (the official calendar of Saudi Arabia, tables at ummulqura.org.sa), for 1446-1448
 * AH: 1 Shawwal 1446 = 30 March 2025, 9 Dhu al-Hijjah 1446 = 5 June 2025, 1 Muharram 1447 =
 * 26 June 2025, 12 Rabi al-Awwal 1447 = 4 September 2025, 1 Shawwal 1447 = 20 March 2026,
 * 9 Dhu al-Hijjah 1447 = 26 May 2026, 1 Muharram 1448 = 16 June 2026, 12 Rabi al-Awwal 1448 =
 * 25 August 2026.
 */
const spans = (country: 'AE' | 'SA', year: number) =>
  publicHolidays(country, year).map(
    (c) => `${c.labelEn} ${c.from}..${c.to}${c.estimated ? ' ~' : ''}`,
  );

describe('public holidays from the Umm al-Qura calendar', () => {
  it('gives the UAE holidays of 2025 on their published dates', () => {
    expect(spans('AE', 2025)).toEqual([
      "New Year's Day 2025-01-01..2025-01-01",
      'Eid al-Fitr 2025-03-30..2025-04-01 ~',
      'Arafat Day 2025-06-05..2025-06-05 ~',
      'Eid al-Adha 2025-06-06..2025-06-08 ~',
      'Hijri New Year 2025-06-26..2025-06-26 ~',
      "The Prophet's Birthday 2025-09-04..2025-09-04 ~",
      'Commemoration Day 2025-12-01..2025-12-01',
      'National Day 2025-12-02..2025-12-03',
    ]);
  });

  it("gives the Saudi holidays of 2026 on their published dates, without the Prophet's birthday", () => {
    expect(spans('SA', 2026)).toEqual([
      'Founding Day 2026-02-22..2026-02-22',
      'Eid al-Fitr 2026-03-20..2026-03-22 ~',
      'Arafat Day 2026-05-26..2026-05-26 ~',
      'Eid al-Adha 2026-05-27..2026-05-29 ~',
      'Hijri New Year 2026-06-16..2026-06-16 ~',
      'Saudi National Day 2026-09-23..2026-09-23',
    ]);
  });

  it("gives the UAE's Prophet's birthday of 2026 and Arabic labels", () => {
    const birthday = publicHolidays('AE', 2026).find((c) => c.from === '2026-08-25');
    expect(birthday?.labelAr).toBe('المولد النبوي الشريف');
    expect(publicHolidays('SA', 2025).find((c) => c.labelEn === 'Eid al-Fitr')?.from).toBe(
      '2025-03-30',
    );
  });

  it('finds a Hijri date that falls twice in one Gregorian year', () => {
    // 1 Muharram 1429 and 1430 both fall in 2008 (10 January and 29 December).
    expect(datesOfHijri(2008, 1, 1)).toEqual(['2008-01-10', '2008-12-29']);
  });
});
