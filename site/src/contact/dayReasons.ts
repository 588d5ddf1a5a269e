/**
 * Why the booking form offers no time on a date, in the visitor's language: the closure's own
 * label, the day off, a full day, the notice or the window. The calendar knows the first two
 * before any script runs (the page state); the slots answer tells all of them once live.
 */
import type { DayUnavailable, PublicCalendar } from '@app/contract/availability';
import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/siteIntl';
import { weekdayName, weekdayOf } from './calendarDates';

type ClosureLabels = Pick<PublicCalendar['closed'][number], 'labelEn' | 'labelAr' | 'estimated'>;

/** "Closed: Eid al-Fitr (estimated)". */
export function closureReason(closure: ClosureLabels, t: Translate, locale: Locale): string {
  const label = locale === 'ar' ? closure.labelAr : closure.labelEn;
  return t(closure.estimated ? 'booking.reason.closedEstimated' : 'booking.reason.closed', {
    label,
  });
}

/** "Sunday is our day off", word for word for Sunday; the weekday's name for another. */
export function dayOffReason(date: string, t: Translate, locale: Locale): string {
  const iso = weekdayOf(date) === 0 ? 7 : weekdayOf(date);
  return iso === 7
    ? t('booking.dayOff')
    : t('booking.dayOffOne', { day: weekdayName(iso, locale) });
}

export function noSlotsReason(
  date: string,
  unavailable: DayUnavailable,
  t: Translate,
  locale: Locale,
): string {
  switch (unavailable.reason) {
    case 'day-off':
      return dayOffReason(date, t, locale);
    case 'closed':
      return unavailable.closure === null
        ? t('booking.noSlots')
        : closureReason(unavailable.closure, t, locale);
    case 'fully-booked':
      return t('booking.reason.fullyBooked');
    case 'within-notice':
      return t('booking.reason.withinNotice');
    case 'beyond-window':
      return t('booking.reason.beyondWindow');
  }
}
