/**
 * Calendar rules of the booking panel: past dates, the firm's days off and the dates it closes
 * all day cannot be chosen. Without the staff's calendar (a page rendered without the page
 * state) Sunday is the day off, as the firm's default schedule has it.
 *
 * Dates are calendar dates written `yyyy-MM-dd`, computed in UTC arithmetic: the server renders
 * the calendar and the browser hydrates it, so nothing here may depend on the zone of the
 * process that runs it. Such strings also sort as the dates they name. Their names are written by
 * Intl with the language's pinned locale (`../i18n/formats.ts`), at midnight UTC of the date.
 */
import type { PublicCalendar } from '@app/contract/availability';
import { INTL_LOCALE } from '@app/contract/languages';
import { formatDateTime } from '../i18n/formats';
import type { Locale } from '../i18n/locales';

const SUNDAY = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

function utcOf(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function isoOf(utc: Date): string {
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/**
 * The calendar date of `now` in `timeZone`, e.g. `2026-11-25`. The booking calendar passes the
 * business's zone, which comes from the BFF (its `BOOKING_TIMEZONE`) with the page state, so the
 * server and the browser draw the same month as the BFF counts its days; undefined is the zone of
 * the runtime, for a page rendered without that state.
 */
export function businessDate(now: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE.en, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number): string {
  return isoOf(new Date(utcOf(date).getTime() + days * DAY_MS));
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  return utcOf(date).getUTCDay();
}

/** ISO weekdays (Monday = 1 … Sunday = 7) without hours. */
export function daysOffOf(calendar: PublicCalendar | undefined): readonly number[] {
  return calendar?.daysOff ?? [7];
}

/** The closure that shuts `date` all day, if any. */
export function closureOn(date: string, calendar: PublicCalendar | undefined) {
  return calendar?.closed.find((c) => c.from <= date && date <= c.to);
}

/** True for today and later days, except days off and dates closed all day. */
export function isSelectableDate(date: string, today: string, calendar?: PublicCalendar): boolean {
  const iso = weekdayOf(date) === SUNDAY ? 7 : weekdayOf(date);
  return date >= today && !daysOffOf(calendar).includes(iso) && !closureOn(date, calendar);
}

/** The day the panel opens on: the first open day from today (today when none is in sight). */
export function firstSelectableDate(today: string, calendar?: PublicCalendar): string {
  for (let i = 0, date = today; i < 400; i++, date = addDays(date, 1)) {
    if (isSelectableDate(date, today, calendar)) return date;
  }
  return today;
}

/** `Sunday`, `الأحد`: the name of an ISO weekday. */
export function weekdayName(iso: number, locale: Locale = 'en'): string {
  // 2026-11-23 is a Monday.
  return formatDateTime(locale, utcOf(addDays('2026-11-23', iso - 1)), {
    timeZone: 'UTC',
    weekday: 'long',
  });
}

/** The month of a date, `yyyy-MM`. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, index - 1 + months, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/**
 * The days of a month for a grid whose weeks start on Monday: how many empty cells come before
 * the 1st, then every date of the month.
 */
export function monthGrid(month: string): { blanks: number; days: string[] } {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const days: string[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  return { blanks: (weekdayOf(first) + 6) % 7, days };
}

/** `November 2026`, `نوفمبر 2026`. */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  return formatDateTime(locale, utcOf(`${month}-01`), {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
}

/**
 * `Wednesday, November 25, 2026`, `الأربعاء، 25 نوفمبر 2026`: the spoken name of a day in the
 * grid.
 */
export function dateLabel(date: string, locale: Locale = 'en'): string {
  return formatDateTime(locale, utcOf(date), {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * `November 24 – November 26`, `November 24`: the dates of a closure, as its line under the month
 * says. Two single dates rather than Intl's range, whose spacing differs between ICU versions
 * (the server's and the browser's must print the same text).
 */
export function dateRangeLabel(from: string, to: string, locale: Locale = 'en'): string {
  const day = (date: string) =>
    formatDateTime(locale, utcOf(date), { timeZone: 'UTC', day: 'numeric', month: 'long' });
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

/** The closures shut all day that touch `month` (`yyyy-MM`) and have not ended before `today`. */
export function closuresInMonth(month: string, today: string, calendar?: PublicCalendar) {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return (calendar?.closed ?? []).filter((c) => c.from <= last && c.to >= first && c.to >= today);
}

/** `25`: the day's number in the grid. */
export function dayNumber(date: string, locale: Locale = 'en'): string {
  return formatDateTime(locale, utcOf(date), { timeZone: 'UTC', day: 'numeric' });
}
