/**
 * GET /api/calendar/feeds/<token>.ics: an advisor's (or the firm's) meetings for calendar apps
 * that subscribe. The token is the only credential, so a revoked or unknown one answers a bare
 * 404; requests are rate limited per client address; an unchanged feed answers 304 to its ETag.
 */
import { createHash } from 'node:crypto';
import { ADVISORS_ROUTES } from '@app/contract/advisors';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { createRateLimiter, rateLimitMiddleware, type RateLimitRule } from '../http/rateLimit';
import { createRouter } from '../http/router';
import type { AppState } from '../http/types';
import { feedMeetings } from '../meetings/store';
import { buildFeed } from './feedCalendar';
import { ownerOfToken } from './feedTokens';
import { FEED_NOT_FOUND } from './refusals';
import { listAdvisors } from './store';

/** Calendar apps poll every few minutes to hours; a minute's 30 covers many subscribers per address. */
export const FEED_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

/** How long a cancelled or reassigned-away meeting stays in a feed, and how far back it reaches. */
export const FEED_KEEP_MS = 30 * 86_400_000;

export interface FeedRouteDeps {
  sequelize: Sequelize;
  /** MAIL_DOMAIN: the invitations' UIDs are `<booking id>@<domain>`. */
  domain: string;
  rateLimit?: RateLimitRule;
  now: () => Date;
}

export function feedRoute({
  sequelize,
  domain,
  rateLimit = FEED_RATE_LIMIT,
  now,
}: FeedRouteDeps): Router<AppState> {
  const router = createRouter();
  const limiter = createRateLimiter(sequelize, { name: 'calendar-feed', ...rateLimit, now });
  router.get(
    ADVISORS_ROUTES.feed,
    rateLimitMiddleware(limiter, (ctx) => ctx.ip, 'http.too-many-requests'),
    async (ctx) => {
      ctx.set('Cache-Control', 'private');
      ctx.set('Referrer-Policy', 'no-referrer');
      const found = await ownerOfToken(sequelize, ctx.params.token ?? '');
      if (found === undefined) {
        ctx.status = 404;
        ctx.body = FEED_NOT_FOUND;
        return;
      }
      const at = now().getTime();
      const advisors = await listAdvisors(sequelize);
      const mine = advisors.find((a) => a.id === found.owner);
      const meetings = await feedMeetings(sequelize, found.owner, {
        since: new Date(at - FEED_KEEP_MS),
        goneSince: new Date(at - FEED_KEEP_MS),
      });
      const body = buildFeed(meetings, {
        domain,
        calendarName: mine === undefined ? 'Meetings' : `Meetings of ${mine.name}`,
        advisors: new Map(advisors.map((a) => [a.id, a])),
        nameAdvisor: found.owner === null,
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      ctx.set('ETag', etag);
      const match = ctx.get('If-None-Match');
      if (match !== '' && match.split(',').some((tag) => tag.trim() === etag)) {
        ctx.status = 304;
        return;
      }
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = body;
    },
  );
  return router;
}
