import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../http/rateLimit';
import {
  availableSlotsQuery,
  scheduleRequest,
  type AvailableSlotsResponse,
  type ScheduleResponse,
} from '@app/contract/booking';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRateLimiter, rateLimitMiddleware } from '../http/rateLimit';
import { refusalBody } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import type { AvailableSlotsAnswer } from '@app/contract/availability';
import { whyNoSlots } from '../availability/nextDays';
import type { MailConfig } from '../mail/config';
import { capMessages } from './bookingCaps';
import { bookedBetween } from './store';
import type { BookingCaps, MeetingsConfig } from './config';
import type { ScheduleSource } from './slotSchedule';
import { scheduleMeeting } from './scheduleMeeting';
import { slotRejectionMessages } from './slotMessages';
import { availableSlots, BookingInputError } from './slots';
import { advisorAvailableSlots, chosenServices } from '../advisors/advisorSlots';

export interface BookingRoutesDeps {
  sequelize: Sequelize;
  /** The staff's schedule, read on every request (bff/src/availability). */
  schedule: ScheduleSource;
  mail: MailConfig;
  rateLimit: RateLimitRule;
  caps: BookingCaps;
  meetings: MeetingsConfig;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/** GET /calendar/available-slots and POST /calendar/schedule: the public booking calendar. */
export function bookingRoutes({
  sequelize,
  schedule,
  mail,
  rateLimit,
  caps,
  meetings,
  now,
}: BookingRoutesDeps): Router<AppState> {
  const router = createRouter();
  const capped = capMessages(mail.staffEmail);
  const limiter = createRateLimiter(sequelize, { name: 'schedule-ip', ...rateLimit, now });

  router.get(API_ROUTES.availableSlots, async (ctx) => {
    // Availability changes with every booking; no cache may keep a slot that is gone.
    ctx.set('Cache-Control', 'no-store');
    const query = parseContract(ctx, availableSlotsQuery, ctx.query);
    if (query === undefined) return;
    const rules = await schedule();
    // A visitor's day overlaps at most the business dates either side of it; a buffer reaches
    // no further than a day.
    const dayStart = Date.parse(`${query.date}T00:00:00Z`);
    const booked = await bookedBetween(
      sequelize,
      new Date(dayStart - 3 * DAY_MS),
      new Date(dayStart + 4 * DAY_MS),
    );
    try {
      const at = now();
      const withAdvisors = await advisorAvailableSlots(sequelize, {
        ...query,
        now: at,
        firm: rules,
        services: chosenServices(query.services),
      });
      const slots =
        withAdvisors ?? availableSlots({ date: query.date, tz: query.tz, now: at, rules, booked });
      // None: say why, so the booking form can tell the visitor in their language.
      const unavailable = slots.length === 0 ? whyNoSlots(rules, query.date, at, booked) : null;
      ctx.body = {
        slots,
        ...(unavailable === null ? {} : { unavailable }),
      } satisfies AvailableSlotsResponse & AvailableSlotsAnswer;
    } catch (error) {
      // The contract accepts zones the runtime knows; moment-timezone may know fewer.
      if (!(error instanceof BookingInputError)) throw error;
      respondInvalid(ctx, { [error.code === 'invalid-date' ? 'date' : 'tz']: [error.refusal] });
    }
  });

  router.post(
    API_ROUTES.schedule,
    rateLimitMiddleware(limiter, (ctx) => ctx.ip, 'booking.rate-limited'),
    jsonBody({ limit: '32kb' }),
    async (ctx) => {
      const request = parseContract(ctx, scheduleRequest, ctx.request.body);
      if (request === undefined) return;
      const rules = await schedule();
      const outcome = await scheduleMeeting(
        { sequelize, rules, mail, caps, meetings, now },
        request,
        ctx.ip,
      );
      switch (outcome.status) {
        case 'booked':
          ctx.status = 201;
          ctx.body = { booking: outcome.booking } satisfies ScheduleResponse;
          return;
        case 'rejected':
          respondInvalid(ctx, { startTime: [slotRejectionMessages(rules)[outcome.reason]] });
          return;
        case 'invalid-invite':
          ctx.state.log.warn('calendar invite refused', { reason: outcome.message });
          respondInvalid(ctx, { attendeeEmail: [{ code: 'booking.invite-refused' }] });
          return;
        case 'taken':
          ctx.status = 409;
          ctx.body = refusalBody('booking.slot-taken');
          return;
        case 'capped':
          // 429, not 409: the site then still sends the visitor's message to staff, where a
          // 409 (the slot was taken) makes it stop and offer other times.
          ctx.state.log.info('booking refused by a cap', { cap: outcome.reason });
          ctx.status = 429;
          ctx.body = refusalBody(capped[outcome.reason]);
          return;
      }
    },
  );

  return router;
}
