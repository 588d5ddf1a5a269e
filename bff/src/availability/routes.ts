import {
  AVAILABILITY_ROUTES,
  bookingRulesInput,
  businessHours,
  closureInput,
  holidaysRequest,
  shiftRequest,
  type AvailabilityResponse,
  type AvailabilitySchedule,
  type NextDaysResponse,
} from '@app/contract/availability';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { staffOnly } from '../auth/staffOnly';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { uuidParam } from '../http/uuidParam';
import { isValidTimeZone } from '../meetings/slots';
import { bookedBetween } from '../meetings/store';
import { coveredMeetings } from './coveredMeetings';
import { addClosures, changeClosure, setHours, setRules, shiftClosure } from './editSchedule';
import { publicHolidays } from './holidays';
import { nextDays, nextDaysSpan } from './nextDays';
import { CLOSURE_NOT_FOUND, UNKNOWN_ZONE } from './refusals';
import { changeSchedule, readSchedule } from './store';

export interface AvailabilityRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
  /** The schedule a database without one starts from (the BOOKING_* variables). */
  seed: AvailabilitySchedule;
  now: () => Date;
}

const NOT_FOUND = Symbol('not-found');

/**
 * The staff's availability screen: moderators read it, admins change it. Each change is one
 * locked write of the whole schedule, validated before anything is saved, and audited.
 */
export function availabilityRoutes(deps: AvailabilityRoutesDeps): Router<AppState> {
  const { sequelize, session, audit, seed, now } = deps;
  const router = createRouter();
  const read = staffOnly(sequelize, session);
  const edit = [session, requireRole(sequelize, ['admin']), ...read.slice(2)];
  const body = jsonBody({ limit: '64kb' });

  const answer = async (ctx: AppContext, schedule: AvailabilitySchedule, status = 200) => {
    ctx.status = status;
    ctx.body = {
      schedule,
      coveredMeetings: await coveredMeetings(sequelize, schedule),
    } satisfies AvailabilityResponse;
  };

  /** Saves `change`'s schedule, audits it as `detail` and answers it; 404 for a lost closure. */
  const save = async (
    ctx: AppContext,
    detail: string,
    change: (s: AvailabilitySchedule) => AvailabilitySchedule | null,
    status = 200,
  ) => {
    const outcome = await changeSchedule(sequelize, seed, now(), (current) => {
      const next = change(current);
      return next === null ? { refused: NOT_FOUND } : next;
    });
    if ('refused' in outcome) {
      ctx.status = 404;
      ctx.body = CLOSURE_NOT_FOUND;
      return;
    }
    await audit.record({ ...actorOf(ctx), event: 'availability-change', detail });
    await answer(ctx, outcome.schedule, status);
  };

  router.get(AVAILABILITY_ROUTES.availability, ...read, async (ctx) => {
    await answer(ctx, await readSchedule(sequelize, seed, now()));
  });

  router.get(AVAILABILITY_ROUTES.nextDays, ...read, async (ctx) => {
    const at = now();
    const schedule = await readSchedule(sequelize, seed, at);
    const span = nextDaysSpan(at);
    const booked = await bookedBetween(sequelize, span.from, span.to);
    ctx.body = { days: nextDays(schedule, at, booked) } satisfies NextDaysResponse;
  });

  router.put(AVAILABILITY_ROUTES.hours, ...edit, body, async (ctx) => {
    const hours = parseContract(ctx, businessHours, ctx.request.body);
    if (hours === undefined) return;
    // The contract checks the browser's zones; the slot computation needs the server to know it.
    if (!isValidTimeZone(hours.timeZone)) {
      respondInvalid(ctx, { timeZone: [UNKNOWN_ZONE] });
      return;
    }
    await save(ctx, `business hours (${hours.timeZone})`, (s) => setHours(s, hours));
  });

  router.put(AVAILABILITY_ROUTES.rules, ...edit, body, async (ctx) => {
    const rules = parseContract(ctx, bookingRulesInput, ctx.request.body);
    if (rules === undefined) return;
    await save(ctx, 'booking rules', (s) => setRules(s, rules));
  });

  router.post(AVAILABILITY_ROUTES.closures, ...edit, body, async (ctx) => {
    const closure = parseContract(ctx, closureInput, ctx.request.body);
    if (closure === undefined) return;
    const detail = `closure added: ${closure.labelEn} ${closure.from}..${closure.to}`;
    await save(ctx, detail, (s) => addClosures(s, [closure]).schedule, 201);
  });

  router.put(AVAILABILITY_ROUTES.closure, ...edit, body, async (ctx) => {
    const id = uuidParam(ctx, CLOSURE_NOT_FOUND);
    if (id === undefined) return;
    const closure = parseContract(ctx, closureInput, ctx.request.body);
    if (closure === undefined) return;
    const detail = `closure changed: ${closure.labelEn} ${closure.from}..${closure.to}`;
    await save(ctx, detail, (s) => changeClosure(s, id, () => ({ ...closure, id })));
  });

  router.delete(AVAILABILITY_ROUTES.closure, ...edit, async (ctx) => {
    const id = uuidParam(ctx, CLOSURE_NOT_FOUND);
    if (id === undefined) return;
    await save(ctx, `closure removed: ${id}`, (s) => changeClosure(s, id, () => null));
  });

  router.post(AVAILABILITY_ROUTES.closureShift, ...edit, body, async (ctx) => {
    const id = uuidParam(ctx, CLOSURE_NOT_FOUND);
    if (id === undefined) return;
    const shift = parseContract(ctx, shiftRequest, ctx.request.body);
    if (shift === undefined) return;
    const detail = `closure moved a day ${shift.days < 0 ? 'earlier' : 'later'}: ${id}`;
    await save(ctx, detail, (s) => changeClosure(s, id, (c) => shiftClosure(c, shift.days)));
  });

  router.post(AVAILABILITY_ROUTES.holidays, ...edit, body, async (ctx) => {
    const request = parseContract(ctx, holidaysRequest, ctx.request.body);
    if (request === undefined) return;
    const holidays = publicHolidays(request.country, request.year);
    const detail = `${request.country} public holidays ${request.year}`;
    await save(ctx, detail, (s) => addClosures(s, holidays).schedule);
  });

  return router;
}
