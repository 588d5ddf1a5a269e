/**
 * The staff's advisor endpoints: admins add and change advisors and manage every feed; a member
 * whose account is an advisor's changes that advisor's leave and feed only. Reassigning a meeting
 * is for every staff member who handles the inbox.
 */
import { randomUUID } from 'node:crypto';
import {
  ADVISORS_ROUTES,
  advisorInput,
  reassignRequest,
  type Advisor,
  type AdvisorBusyBody,
  type AdvisorInput,
  type AdvisorsResponse,
  type FeedAddress,
} from '@app/contract/advisors';
import type Router from '@koa/router';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { staffOnly } from '../auth/staffOnly';
import { parseContract, respondInvalid } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { refusalBody } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import { uuidParam } from '../http/uuidParam';
import { isValidTimeZone } from '../meetings/slots';
import { upcomingOfAdvisor } from '../meetings/store';
import { UNKNOWN_ZONE } from '../availability/refusals';
import { feedAddress, liveFeeds, regenerateFeed, revokeFeed } from './feedTokens';
import { reassignMeeting, type ReassignDeps } from './reassignMeeting';
import { ADVISOR_NOT_FOUND, MEETING_NOT_FOUND, OWN_ONLY } from './refusals';
import {
  insertAdvisor,
  listAdvisors,
  readAdvisor,
  updateAdvisor,
  type AdvisorRecord,
} from './store';

export interface AdvisorRoutesDeps extends ReassignDeps {
  session: AppMiddleware;
  audit: AuditLog;
  /** The site's public origin: feed addresses are on it (nginx passes /api to the BFF). */
  siteUrl: string;
}

const isAdmin = (ctx: AppContext) => ctx.state.staff?.role === 'admin';
const isOwn = (ctx: AppContext, advisor: AdvisorRecord) =>
  advisor.account !== null && advisor.account === ctx.state.staff?.username;

/** Only the leave differs: what a member may change of their own profile. */
const onlyLeaveChanged = (before: AdvisorRecord, after: AdvisorInput) =>
  JSON.stringify({ ...before, leave: after.leave, lastBookedAt: null, id: null }) ===
  JSON.stringify({ ...before, ...after, lastBookedAt: null, id: null });

export function advisorRoutes(deps: AdvisorRoutesDeps): Router<AppState> {
  const { sequelize, session, audit, siteUrl, now } = deps;
  const router = createRouter();
  const staff = staffOnly(sequelize, session);
  const admin = [session, requireRole(sequelize, ['admin']), ...staff.slice(2)];
  const body = jsonBody({ limit: '64kb' });

  /** The advisor of `:id`, answering 404 itself when there is none. */
  const advisorOf = async (ctx: AppContext): Promise<AdvisorRecord | undefined> => {
    const id = uuidParam(ctx, ADVISOR_NOT_FOUND);
    if (id === undefined) return undefined;
    const advisor = await readAdvisor(sequelize, id);
    if (advisor === null) {
      ctx.status = 404;
      ctx.body = ADVISOR_NOT_FOUND;
      return undefined;
    }
    return advisor;
  };

  /** The body as an advisor, with the zone known to the server; undefined once answered 400. */
  const inputOf = (ctx: AppContext): AdvisorInput | undefined => {
    const input = parseContract(ctx, advisorInput, ctx.request.body);
    if (input === undefined) return undefined;
    if (!isValidTimeZone(input.timeZone)) {
      respondInvalid(ctx, { timeZone: [UNKNOWN_ZONE] });
      return undefined;
    }
    return input;
  };

  const view = (advisor: AdvisorRecord, feeds: Set<string | null>): Advisor => {
    const { lastBookedAt: _lastBookedAt, ...rest } = advisor;
    return { ...rest, hasFeed: feeds.has(advisor.id) };
  };

  router.get(ADVISORS_ROUTES.advisors, ...staff, async (ctx) => {
    const feeds = await liveFeeds(sequelize);
    ctx.body = {
      advisors: (await listAdvisors(sequelize)).map((a) => view(a, feeds)),
      firmFeed: isAdmin(ctx) && feeds.has(null),
    } satisfies AdvisorsResponse;
  });

  router.post(ADVISORS_ROUTES.advisors, ...admin, body, async (ctx) => {
    const input = inputOf(ctx);
    if (input === undefined) return;
    const id = randomUUID();
    await insertAdvisor(sequelize, id, input, now());
    await audit.record({ ...actorOf(ctx), event: 'advisor-change', detail: `added ${input.name}` });
    ctx.status = 201;
    ctx.body = view((await readAdvisor(sequelize, id))!, new Set());
  });

  router.put(ADVISORS_ROUTES.advisor, ...staff, body, async (ctx) => {
    const advisor = await advisorOf(ctx);
    if (advisor === undefined) return;
    const input = inputOf(ctx);
    if (input === undefined) return;
    if (!isAdmin(ctx) && !(isOwn(ctx, advisor) && onlyLeaveChanged(advisor, input))) {
      ctx.status = 403;
      ctx.body = OWN_ONLY;
      return;
    }
    const at = now();
    if (advisor.active && !input.active) {
      // Their meetings would go to nobody: staff reassign them first.
      const meetings = await upcomingOfAdvisor(sequelize, advisor.id, at);
      if (meetings.length > 0) {
        ctx.status = 409;
        ctx.body = {
          ...refusalBody('advisors.has-upcoming'),
          meetings,
        } satisfies AdvisorBusyBody;
        return;
      }
    }
    await updateAdvisor(sequelize, advisor.id, input, { now: at });
    await audit.record({
      ...actorOf(ctx),
      event: 'advisor-change',
      detail: `changed ${input.name}`,
    });
    ctx.body = view((await readAdvisor(sequelize, advisor.id))!, await liveFeeds(sequelize));
  });

  /** Regenerates (POST) or revokes (DELETE) the advisor's feed: an admin, or the advisor. */
  const feedChange = (revoke: boolean) => async (ctx: AppContext) => {
    const advisor = await advisorOf(ctx);
    if (advisor === undefined) return;
    if (!isAdmin(ctx) && !isOwn(ctx, advisor)) {
      ctx.status = 403;
      ctx.body = OWN_ONLY;
      return;
    }
    const detail = `${revoke ? 'revoked' : 'new'} feed of ${advisor.name}`;
    await audit.record({ ...actorOf(ctx), event: 'feed-change', detail });
    if (revoke) {
      await revokeFeed(sequelize, advisor.id, now());
      ctx.status = 204;
      return;
    }
    const token = await regenerateFeed(sequelize, advisor.id, now());
    ctx.status = 201;
    ctx.body = feedAddress(siteUrl, token) satisfies FeedAddress;
  };
  router.post(ADVISORS_ROUTES.advisorFeed, ...staff, feedChange(false));
  router.delete(ADVISORS_ROUTES.advisorFeed, ...staff, feedChange(true));

  router.post(ADVISORS_ROUTES.firmFeed, ...admin, async (ctx) => {
    const token = await regenerateFeed(sequelize, null, now());
    await audit.record({ ...actorOf(ctx), event: 'feed-change', detail: 'new firm-wide feed' });
    ctx.status = 201;
    ctx.body = feedAddress(siteUrl, token) satisfies FeedAddress;
  });
  router.delete(ADVISORS_ROUTES.firmFeed, ...admin, async (ctx) => {
    await revokeFeed(sequelize, null, now());
    await audit.record({ ...actorOf(ctx), event: 'feed-change', detail: 'revoked firm-wide feed' });
    ctx.status = 204;
  });

  router.post(ADVISORS_ROUTES.reassign, ...staff, body, async (ctx) => {
    const bookingId = uuidParam(ctx, MEETING_NOT_FOUND);
    if (bookingId === undefined) return;
    const request = parseContract(ctx, reassignRequest, ctx.request.body);
    if (request === undefined) return;
    const member = ctx.state.staff!;
    const outcome = await reassignMeeting(deps, {
      bookingId,
      advisorId: request.advisorId.toLowerCase(),
      actor: { kind: 'staff', id: member.id, name: member.username },
    });
    switch (outcome.status) {
      case 'meeting-not-found':
        ctx.status = 404;
        ctx.body = MEETING_NOT_FOUND;
        return;
      case 'advisor-not-found':
        ctx.status = 404;
        ctx.body = ADVISOR_NOT_FOUND;
        return;
      case 'refused':
        ctx.status = 409;
        ctx.body = refusalBody({ code: outcome.code, params: { name: outcome.name } });
        return;
      case 'reassigned':
        await audit.record({
          ...actorOf(ctx),
          event: 'meeting-reassign',
          subject: bookingId,
          detail: `to ${outcome.to.name}`,
        });
        ctx.body = { advisorId: outcome.to.id, sequence: outcome.sequence };
    }
  });

  return router;
}
