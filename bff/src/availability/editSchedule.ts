/**
 * The edits staff make to the schedule, as pure functions from the stored schedule to the next
 * one. A closure never moves or cancels a meeting: the routes list what it covers instead.
 */
import { randomUUID } from 'node:crypto';
import type {
  AvailabilitySchedule,
  BookingRulesInput,
  BusinessHours,
  Closure,
  ClosureInput,
} from '@app/contract/availability';
import { addCalendarDays } from '../meetings/slotSchedule';

export const setHours = (s: AvailabilitySchedule, hours: BusinessHours): AvailabilitySchedule => ({
  ...s,
  timeZone: hours.timeZone,
  weekly: hours.weekly,
});

export const setRules = (
  s: AvailabilitySchedule,
  rules: BookingRulesInput,
): AvailabilitySchedule => ({ ...s, rules });

const byDate = (closures: Closure[]): Closure[] =>
  [...closures].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));

export function addClosures(
  s: AvailabilitySchedule,
  inputs: readonly ClosureInput[],
): { schedule: AvailabilitySchedule; added: Closure[] } {
  // Adding a country's holidays twice adds nothing the second time.
  const fresh = inputs.filter(
    (c) => !s.closures.some((o) => o.from === c.from && o.to === c.to && o.labelEn === c.labelEn),
  );
  const added = fresh.map((c) => ({ ...c, id: randomUUID() }));
  return { schedule: { ...s, closures: byDate([...s.closures, ...added]) }, added };
}

/** The schedule with closure `id` replaced by `change(closure)`, or null when there is none. */
export function changeClosure(
  s: AvailabilitySchedule,
  id: string,
  change: (c: Closure) => Closure | null,
): AvailabilitySchedule | null {
  const found = s.closures.find((c) => c.id === id);
  if (found === undefined) return null;
  const next = change(found);
  const others = s.closures.filter((c) => c.id !== id);
  return { ...s, closures: byDate(next === null ? others : [...others, next]) };
}

/** "Move a day earlier / later": the whole range moves, for a holiday the moon decides. */
export const shiftClosure = (c: Closure, days: number): Closure => ({
  ...c,
  from: addCalendarDays(c.from, days),
  to: addCalendarDays(c.to, days),
});
