/**
 * One date's free times as the booking calendar answers them, shared by the public calendar and
 * the lists offered for moving a meeting (the visitor's link and the staff's dialog): the
 * advisors' union when advisors are active, else the firm's, with why there are none.
 */
import type { AvailabilitySchedule, AvailableSlotsAnswer } from '@app/contract/availability';
import type { Sequelize } from 'sequelize';
import { whyNoSlots } from '../availability/nextDays';
import { moveSlotsQuery, type AvailableSlotsResponse } from '@app/contract/booking';
import { parseContract, respondInvalid } from '../http/contractValidation';
import type { AppContext } from '../http/types';
import { advisorAvailableSlots, chosenServices } from '../advisors/advisorSlots';
import { availableSlots, BookingInputError } from './slots';
import { MEETING_NOT_FOUND } from './refusals';
import type { ScheduleSource } from './slotSchedule';
import { assignmentOf, bookedWithAdvisors, readMeeting } from './store';

const DAY_MS = 86_400_000;

export interface DaySlotsInput {
  date: string;
  tz?: string;
  services?: string;
  now: Date;
  rules: AvailabilitySchedule;
  /**
   * The meeting being moved: it keeps nobody busy, its advisor offers their times, and its own
   * time is no move.
   */
  moving?: { id: string; advisorId: string; start: Date };
}

/** Answers the date's slots on `ctx` (no-store), or 400 naming `date` or `tz`. */
export async function answerDaySlots(
  ctx: AppContext,
  sequelize: Sequelize,
  { date, tz, services, now, rules, moving }: DaySlotsInput,
): Promise<void> {
  // Availability changes with every booking; no cache may keep a slot that is gone.
  ctx.set('Cache-Control', 'no-store');
  // A visitor's day overlaps at most the business dates either side of it; a buffer reaches
  // no further than a day.
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const booked = (
    await bookedWithAdvisors(
      sequelize,
      new Date(dayStart - 3 * DAY_MS),
      new Date(dayStart + 4 * DAY_MS),
    )
  )
    .filter((b) => b.id !== moving?.id)
    .map(({ start, end }) => ({ start, end }));
  try {
    const withAdvisors = await advisorAvailableSlots(sequelize, {
      date,
      ...(tz === undefined ? {} : { tz }),
      now,
      firm: rules,
      services: chosenServices(services),
      ...(moving === undefined ? {} : { moving: { id: moving.id, advisorId: moving.advisorId } }),
    });
    const slots = (withAdvisors ?? availableSlots({ date, tz, now, rules, booked })).filter(
      (slot) => Date.parse(slot.start) !== moving?.start.getTime(),
    );
    // None: say why, so the booking form can tell the visitor in their language.
    const unavailable = slots.length === 0 ? whyNoSlots(rules, date, now, booked) : null;
    ctx.body = {
      slots,
      ...(unavailable === null ? {} : { unavailable }),
    } satisfies AvailableSlotsResponse & AvailableSlotsAnswer;
  } catch (error) {
    // The contract accepts zones the runtime knows; moment-timezone may know fewer.
    if (!(error instanceof BookingInputError)) throw error;
    respondInvalid(ctx, { [error.code === 'invalid-date' ? 'date' : 'tz']: [error.refusal] });
  }
}

/**
 * Answers the times meeting `bookingId` may move to on the query's date: the meeting's own
 * services decide the eligible advisors, its own advisor offers their times too, and the meeting
 * keeps nobody busy. 404 for an unknown meeting.
 */
export async function answerMoveSlots(
  ctx: AppContext,
  { sequelize, schedule, now }: { sequelize: Sequelize; schedule: ScheduleSource; now: () => Date },
  bookingId: string,
): Promise<void> {
  const query = parseContract(ctx, moveSlotsQuery, ctx.query);
  if (query === undefined) return;
  const held = await assignmentOf(sequelize, bookingId);
  const meeting = await readMeeting(sequelize, bookingId);
  if (held === null || meeting === null) {
    ctx.status = 404;
    ctx.body = MEETING_NOT_FOUND;
    return;
  }
  await answerDaySlots(ctx, sequelize, {
    ...query,
    services: held.services,
    now: now(),
    rules: await schedule(),
    moving: { id: bookingId, advisorId: held.advisorId, start: meeting.start },
  });
}
