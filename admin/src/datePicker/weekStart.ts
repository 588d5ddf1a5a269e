/**
 * The day staff date pickers start their weeks on: the firm's first working day, the one after
 * its weekend (Monday for a Sunday or a Saturday-Sunday weekend, Sunday for a Friday-Saturday
 * one), not a locale's habit.
 */

/** ISO weekdays (Monday = 1 … Sunday = 7) of the days off → react-datepicker's start day (Sunday = 0). */
export function firstWorkingDay(daysOff: readonly number[]): number {
  const off = (iso: number) => daysOff.includes(((iso + 6) % 7) + 1);
  let best = 1;
  let bestRun = -1;
  for (let iso = 1; iso <= 7; iso++) {
    if (off(iso)) continue;
    // How many days off come right before this working day: the weekend it follows.
    let run = 0;
    while (run < 7 && off(iso - 1 - run)) run++;
    if (run > bestRun) {
      best = iso;
      bestRun = run;
    }
  }
  return best % 7;
}

/** ISO weekdays without hours of a week of intervals (`weekly[0]` Monday). */
export function daysOffOfWeek(weekly: readonly (readonly unknown[])[]): number[] {
  return weekly.flatMap((intervals, i) => (intervals.length === 0 ? [i + 1] : []));
}
