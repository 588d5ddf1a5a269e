import { API_ROUTES } from '@app/contract/paths';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../http/rateLimit';
import { availableSlotsQuery, scheduleRequest, type ScheduleResponse } from '@app/contract/booking';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRateLimiter, rateLimitMiddleware } from '../http/rateLimit';
import { refusalBody } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import type { MailConfig } from '../mail/config';
import { capMessages } from './bookingCaps';
import type { BookingCaps, MeetingsConfig } from './config';
import type { ScheduleSource } from './slotSchedule';
import { scheduleMeeting } from './scheduleMeeting';
import { slotRejectionMessages } from './slotMessages';
import { answerDaySlots } from './daySlots';

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
    ctx.set('Cache-Control', 'no-store');
    const query = parseContract(ctx, availableSlotsQuery, ctx.query);
    if (query === undefined) return;
    await answerDaySlots(ctx, sequelize, { ...query, now: now(), rules: await schedule() });
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
