/**
 * The slots with advisors: a slot is offered when at least one eligible advisor (active, covering
 * every chosen service, or any active advisor when the visitor chose none) is free for it in their
 * own zone, hours and leave, buffers included. With no active advisor the firm's schedule applies
 * as before: every function here answers null and the caller keeps its own path.
 */
import type { AvailabilitySchedule, Closure } from '@app/contract/availability';
import { splitServices, type ContactRequest } from '@app/contract/contact';
import type { Sequelize, Transaction } from 'sequelize';
import { slotScheduleOf, type SlotSchedule } from '../meetings/slotSchedule';
import {
  availableSlots,
  checkSlot,
  type BookedMeeting,
  type Slot,
  type SlotCheck,
} from '../meetings/slots';
import { bookedWithAdvisors, type AdvisorBusy } from '../meetings/store';
import { activeAdvisors, type AdvisorRecord } from './store';

const DAY_MS = 86_400_000;

/**
 * An advisor's schedule: their zone, weekly hours and leave, under the firm's closures (read as
 * dates of the advisor's zone) and booking rules.
 */
export function advisorSchedule(advisor: AdvisorRecord, firm: AvailabilitySchedule): SlotSchedule {
  const leave: Closure[] = advisor.leave.map((l, i) => ({
    id: `leave-${i}`,
    from: l.from,
    to: l.to,
    hours: null,
    labelEn: l.label,
    labelAr: l.label,
    estimated: false,
  }));
  return slotScheduleOf({
    ...firm,
    timeZone: advisor.timeZone,
    weekly: advisor.weekly,
    closures: [...firm.closures, ...leave],
  });
}

const fold = (s: string) => s.trim().toLowerCase();

/** Whether the advisor covers every chosen service (any advisor covers "no service"). */
export function coversServices(advisor: AdvisorRecord, services: readonly string[]): boolean {
  const covered = new Set(advisor.services.map(fold));
  return services.every((s) => covered.has(fold(s)));
}

/** The services a request chose, from the comma-separated field the contact form sends. */
export const chosenServices = (services: string | undefined): string[] =>
  services === undefined ? [] : splitServices(services);

/** What keeps an advisor busy: their own booked meetings and the firm's unassigned ones. */
export function busyFor(advisorId: string, booked: readonly AdvisorBusy[]): BookedMeeting[] {
  return booked
    .filter((b) => b.advisorId === advisorId || b.advisorId === '')
    .map(({ start, end }) => ({ start, end }));
}

export interface AdvisorSlotsInput {
  date: string;
  tz?: string;
  now: Date;
  firm: AvailabilitySchedule;
  services: readonly string[];
  /** The meeting being moved: not busy, and its own advisor offers their times too. */
  moving?: { id: string; advisorId: string };
}

/**
 * The public slots of a date as the union over the eligible advisors, or null when no advisor is
 * active (the firm's slots apply). Dates without `tz` are the firm's dates.
 * @throws BookingInputError for a malformed date or an unknown zone, like availableSlots.
 */
export async function advisorAvailableSlots(
  sequelize: Sequelize,
  { date, tz, now, firm, services, moving }: AdvisorSlotsInput,
): Promise<Slot[] | null> {
  const advisors = await activeAdvisors(sequelize);
  if (advisors.length === 0) return null;
  const eligible = advisors.filter(
    (a) => a.id === moving?.advisorId || coversServices(a, services),
  );
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const booked = Number.isNaN(dayStart)
    ? []
    : (
        await bookedWithAdvisors(
          sequelize,
          new Date(dayStart - 3 * DAY_MS),
          new Date(dayStart + 4 * DAY_MS),
        )
      ).filter((b) => b.id !== moving?.id);
  const byStart = new Map<string, Slot>();
  for (const advisor of eligible) {
    const slots = availableSlots({
      date,
      tz: tz ?? firm.timeZone,
      now,
      rules: advisorSchedule(advisor, firm),
      booked: busyFor(advisor.id, booked),
    });
    for (const slot of slots) byStart.set(slot.start, slot);
  }
  // Validates the date and zone even when nobody is eligible.
  if (eligible.length === 0)
    availableSlots({ date, tz: tz ?? firm.timeZone, now, rules: firm, booked: [] });
  return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The rule check of a requested time with advisors: fine when it is a slot of some eligible
 * advisor (whether they are still free is decided in the booking transaction). Null when no
 * advisor is active. Refused with the first eligible advisor's reason (the firm's when none is).
 */
export async function checkAdvisorSlot(
  sequelize: Sequelize,
  {
    start,
    end,
    now,
    firm,
    services,
  }: { start: Date; end: Date; now: Date; firm: AvailabilitySchedule; services: readonly string[] },
): Promise<SlotCheck | null> {
  const advisors = await activeAdvisors(sequelize);
  if (advisors.length === 0) return null;
  let first: SlotCheck | null = null;
  for (const advisor of advisors.filter((a) => coversServices(a, services))) {
    const check = advisorCheck(advisor, { start, end }, { now, firm });
    if (check.ok) return check;
    first ??= check;
  }
  return first ?? { ok: false, reason: 'outside-hours' };
}

/** The advisors' verdict on a contact message's chosen slot; null when none applies. */
export async function checkContactSlot(
  sequelize: Sequelize,
  request: ContactRequest,
  firm: AvailabilitySchedule,
  now: Date,
): Promise<SlotCheck | null> {
  if (!request.bookMeeting || request.selectedSlot == null) return null;
  return checkAdvisorSlot(sequelize, {
    start: new Date(request.selectedSlot.start),
    end: new Date(request.selectedSlot.end),
    now,
    firm,
    services: chosenServices(request.services),
  });
}

/** What holds a span to an advisor's schedule: the moment, their busy meetings, who asks. */
export interface AdvisorCheckInput {
  now: Date;
  firm: AvailabilitySchedule;
  booked?: readonly AdvisorBusy[];
  /** Staff moving or reassigning are not held to the notice or the window (nor a started meeting). */
  staffMove?: boolean;
}

/** The rule check of [start, end) in `advisor`'s own schedule, buffers around their meetings. */
export function advisorCheck(
  advisor: AdvisorRecord,
  span: { start: Date; end: Date },
  { now, firm, booked = [], staffMove = false }: AdvisorCheckInput,
): SlotCheck {
  const rules = advisorSchedule(advisor, firm);
  const theirs = busyFor(advisor.id, booked);
  if (!staffMove) return checkSlot({ ...span, now, rules, booked: theirs });
  // Relaxing the timing alone keeps the hours, the leave and the buffers checked.
  const relaxed = {
    ...rules,
    notice: { unit: 'minutes' as const, amount: 0 },
    maxDaysAhead: 36_500,
  };
  const before = new Date(Math.min(now.getTime(), span.start.getTime()));
  return checkSlot({ ...span, now: before, rules: relaxed, booked: theirs });
}

/** Whether `advisor` may take [start, end): their hours and leave, buffers, and no clash. */
export function advisorFree(
  advisor: AdvisorRecord,
  span: { start: Date; end: Date },
  input: AdvisorCheckInput & { booked: readonly AdvisorBusy[] },
): boolean {
  // checkSlot leaves a meeting at the very start to the unique key; here it counts as busy.
  const clash = busyFor(advisor.id, input.booked).some(
    (b) => b.start < span.end && (b.end ?? b.start) > span.start,
  );
  return !clash && advisorCheck(advisor, span, input).ok;
}

/** The meetings around a span that decide who is free, read inside the booking transaction. */
export function bookedAround(
  sequelize: Sequelize,
  span: { start: Date; end: Date },
  transaction: Transaction,
): Promise<AdvisorBusy[]> {
  return bookedWithAdvisors(
    sequelize,
    new Date(span.start.getTime() - DAY_MS),
    new Date(span.end.getTime() + DAY_MS),
    { transaction },
  );
}
