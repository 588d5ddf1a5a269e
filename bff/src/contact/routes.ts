import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { ScheduleSource } from '../meetings/slotSchedule';
import type { RateLimitRule } from '../http/rateLimit';
import { contactRequest, isHoneypotFilled, type ContactResponse } from '@app/contract/contact';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRateLimiter, rateLimitMiddleware } from '../http/rateLimit';
import { API_ROUTES } from '@app/contract/paths';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import type { MailConfig } from '../mail/config';
import { requestedSlot } from './requestedSlot';
import { checkContactSlot } from '../advisors/advisorSlots';
import { submitContactMessage } from './submitContactMessage';

export interface ContactRoutesDeps {
  sequelize: Sequelize;
  mail: MailConfig;
  /** The staff's schedule: a requested meeting must be one the booking would accept. */
  schedule: ScheduleSource;
  rateLimit: RateLimitRule;
  now: () => Date;
}

/** POST /contact: stores the message, queues the staff notice, then answers 201. */
export function contactRoutes({
  sequelize,
  mail,
  schedule,
  rateLimit,
  now,
}: ContactRoutesDeps): Router<AppState> {
  const router = createRouter();
  const limiter = createRateLimiter(sequelize, { name: 'contact-ip', ...rateLimit, now });

  router.post(
    API_ROUTES.contact,
    rateLimitMiddleware(limiter, (ctx) => ctx.ip, 'contact.rate-limited'),
    jsonBody({ limit: '32kb' }),
    async (ctx) => {
      // Checked before validation: a bot must not learn from a 400 which field gave it away.
      if (isHoneypotFilled(ctx.request.body)) {
        ctx.state.log.info('contact honeypot filled, message dropped');
        ctx.status = 201;
        ctx.body = { ok: true, id: randomUUID() } satisfies ContactResponse;
        return;
      }
      const request = parseContract(ctx, contactRequest, ctx.request.body);
      if (request === undefined) return;
      const at = now();
      const rules = await schedule();
      const advisorCheck = await checkContactSlot(sequelize, request, rules, at);
      const meeting = requestedSlot(request, rules, at, advisorCheck);
      if (!meeting.ok) {
        respondInvalid(ctx, { selectedSlot: [meeting.message] });
        return;
      }
      const { id } = await submitContactMessage(
        { sequelize, mail, businessTz: rules.timeZone, now: () => at },
        request,
        meeting.slot,
      );
      ctx.status = 201;
      ctx.body = { ok: true, id } satisfies ContactResponse;
    },
  );

  return router;
}
