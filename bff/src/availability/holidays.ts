/**
 * The public holidays of the UAE and Saudi Arabia for one Gregorian year, as closures to add.
 *
 * The Islamic ones follow the moon: their dates here come from the Umm al-Qura calendar (the
 * ICU calendar `islamic-umalqura` every Node carries), found by looking for the Gregorian dates
 * whose Hijri month and day match, and are marked estimated: staff move them a day when the moon
 * is sighted otherwise. A Hijri date can fall twice in one Gregorian year; both are listed.
 */
import type { ClosureInput, HolidayCountry } from '@app/contract/availability';
import { addCalendarDays } from '../meetings/slotSchedule';

interface IslamicHoliday {
  month: number;
  day: number;
  days: number;
  labelEn: string;
  labelAr: string;
}
interface FixedHoliday {
  /** MM-DD */
  date: string;
  days: number;
  labelEn: string;
  labelAr: string;
}

const EID_AL_FITR: IslamicHoliday = {
  month: 10,
  day: 1,
  days: 3,
  labelEn: 'Eid al-Fitr',
  labelAr: 'عيد الفطر',
};
const ARAFAT_DAY: IslamicHoliday = {
  month: 12,
  day: 9,
  days: 1,
  labelEn: 'Arafat Day',
  labelAr: 'يوم عرفة',
};
const EID_AL_ADHA: IslamicHoliday = {
  month: 12,
  day: 10,
  days: 3,
  labelEn: 'Eid al-Adha',
  labelAr: 'عيد الأضحى',
};
const HIJRI_NEW_YEAR: IslamicHoliday = {
  month: 1,
  day: 1,
  days: 1,
  labelEn: 'Hijri New Year',
  labelAr: 'رأس السنة الهجرية',
};
const PROPHETS_BIRTHDAY: IslamicHoliday = {
  month: 3,
  day: 12,
  days: 1,
  labelEn: "The Prophet's Birthday",
  labelAr: 'المولد النبوي الشريف',
};

const HOLIDAYS: Record<HolidayCountry, { fixed: FixedHoliday[]; islamic: IslamicHoliday[] }> = {
  AE: {
    fixed: [
      { date: '01-01', days: 1, labelEn: "New Year's Day", labelAr: 'رأس السنة الميلادية' },
      { date: '12-01', days: 1, labelEn: 'Commemoration Day', labelAr: 'يوم الشهيد' },
      { date: '12-02', days: 2, labelEn: 'National Day', labelAr: 'اليوم الوطني' },
    ],
    islamic: [EID_AL_FITR, ARAFAT_DAY, EID_AL_ADHA, HIJRI_NEW_YEAR, PROPHETS_BIRTHDAY],
  },
  SA: {
    fixed: [
      { date: '02-22', days: 1, labelEn: 'Founding Day', labelAr: 'يوم التأسيس' },
      { date: '09-23', days: 1, labelEn: 'Saudi National Day', labelAr: 'اليوم الوطني السعودي' },
    ],
    islamic: [EID_AL_FITR, ARAFAT_DAY, EID_AL_ADHA, HIJRI_NEW_YEAR],
  },
};

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'numeric',
});

/** The Umm al-Qura month and day of a `yyyy-MM-dd` date. */
export function hijriMonthDay(date: string): { month: number; day: number } {
  const parts = hijri.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: part('month'), day: part('day') };
}

/** Every date of `year` whose Umm al-Qura month and day are `month` and `day`. */
export function datesOfHijri(year: number, month: number, day: number): string[] {
  const found: string[] = [];
  for (let date = `${year}-01-01`; date.startsWith(`${year}-`); date = addCalendarDays(date, 1)) {
    const h = hijriMonthDay(date);
    if (h.month === month && h.day === day) found.push(date);
  }
  return found;
}

/** The holidays of `country` in `year`, earliest first, as closed-all-day closures. */
export function publicHolidays(country: HolidayCountry, year: number): ClosureInput[] {
  const { fixed, islamic } = HOLIDAYS[country];
  const closures: ClosureInput[] = fixed.map((h) => {
    const from = `${year}-${h.date}`;
    return {
      from,
      to: addCalendarDays(from, h.days - 1),
      hours: null,
      labelEn: h.labelEn,
      labelAr: h.labelAr,
      estimated: false,
    };
  });
  for (const h of islamic) {
    for (const from of datesOfHijri(year, h.month, h.day)) {
      closures.push({
        from,
        to: addCalendarDays(from, h.days - 1),
        hours: null,
        labelEn: h.labelEn,
        labelAr: h.labelAr,
        estimated: true,
      });
    }
  }
  return closures.sort((a, b) => a.from.localeCompare(b.from));
}
