/** Calendar rules of the booking panel (spec 5: past dates and all Sundays cannot be chosen). */

const SUNDAY = 0;

/** Midnight at the start of the local day of `date`. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** True for today and later days, except Sundays (the day off). */
export function isSelectableDate(date: Date, now: Date): boolean {
  return date.getDay() !== SUNDAY && startOfLocalDay(date) >= startOfLocalDay(now);
}

/** The day the panel opens on: today, or Monday when today is a Sunday. */
export function firstSelectableDate(now: Date): Date {
  const today = startOfLocalDay(now);
  return today.getDay() === SUNDAY
    ? new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
    : today;
}

/** The visitor's local calendar date as `yyyy-MM-dd`, the form the slots call takes. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
