import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import {
  erasureRequest,
  PRIVACY_ROUTES,
  retentionRequest,
  SPAM_RETENTION_DAYS,
  subjectRequest,
  type ErasureResult,
  type PrivacyHoldings,
  type PrivacyOverview,
} from '@app/contract/privacy';
import { actorOf, type AuditLog } from '../audit/auditLog';
import { requireRole } from '../auth/requireRole';
import { parseContract } from '../http/contractValidation';
import { jsonBody } from '../http/jsonBody';
import { createRouter } from '../http/router';
import type { AppContext, AppMiddleware, AppState } from '../http/types';
import type { LifecycleDeps } from '../meetings/lifecycle';
import { eraseSubject } from './eraseSubject';
import { exportSubject } from './exportSubject';
import { NOTHING_HELD } from './refusals';
import { dueEnquiries } from './retention';
import { readPrivacySettings, saveRetention } from './settingsStore';
import { holdingsOf } from './subject';

export interface PrivacyRoutesDeps extends LifecycleDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  audit: AuditLog;
}

/**
 * The audit log names a person by a digest of their address: it proves which request was served
 * without keeping the address an erasure removed.
 */
export function addressDigest(email: string): string {
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/**
 * /staff/privacy, admins only: the retention and what its next run would erase, and a person's
 * access ("Download everything") and erasure requests, each audited. No-store: the answers hold
 * what visitors sent.
 */
export function privacyRoutes(deps: PrivacyRoutesDeps): Router<AppState> {
  const { sequelize, session, audit, now } = deps;
  const router = createRouter();
  const guard: AppMiddleware[] = [
    session,
    requireRole(sequelize, ['admin']),
    async (ctx, next) => {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
  ];
  const body = jsonBody({ limit: '4kb' });

  const overview = async (): Promise<PrivacyOverview> => {
    const at = now();
    const settings = await readPrivacySettings(sequelize);
    const nextRunAt =
      settings.nextRunAt === null || settings.nextRunAt < at ? at : settings.nextRunAt;
    const due = await dueEnquiries(sequelize, nextRunAt, settings.closedMonths);
    return {
      closedMonths: settings.closedMonths,
      spamDays: SPAM_RETENTION_DAYS,
      nextRunAt: nextRunAt.toISOString(),
      lastRun: settings.lastRun,
      due: {
        closed: due.filter((row) => row.status === 'done').length,
        spam: due.filter((row) => row.status === 'spam').length,
      },
    };
  };

  /** The address asked about, or undefined once a 400 or a 404 (nothing held) is answered. */
  const heldFor = async (ctx: AppContext): Promise<PrivacyHoldings | undefined> => {
    const request = parseContract(ctx, subjectRequest, ctx.request.body);
    if (request === undefined) return undefined;
    const holdings = await holdingsOf(sequelize, request.email, now());
    if (holdings === null) {
      ctx.status = 404;
      ctx.body = NOTHING_HELD;
      return undefined;
    }
    return holdings;
  };

  router.get(PRIVACY_ROUTES.settings, ...guard, async (ctx) => {
    ctx.body = await overview();
  });

  router.put(PRIVACY_ROUTES.settings, ...guard, body, async (ctx) => {
    const request = parseContract(ctx, retentionRequest, ctx.request.body);
    if (request === undefined) return;
    const by = ctx.state.staff!.username;
    await saveRetention(sequelize, request.closedMonths, { by, at: now() });
    await audit.record({
      ...actorOf(ctx),
      event: 'privacy-settings',
      detail: `closed enquiries kept ${request.closedMonths} months`,
    });
    ctx.body = await overview();
  });

  router.post(PRIVACY_ROUTES.lookup, ...guard, body, async (ctx) => {
    const holdings = await heldFor(ctx);
    if (holdings !== undefined) ctx.body = holdings;
  });

  router.post(PRIVACY_ROUTES.export, ...guard, body, async (ctx) => {
    const request = parseContract(ctx, subjectRequest, ctx.request.body);
    if (request === undefined) return;
    const document = await exportSubject(sequelize, request.email, now());
    if (document === null) {
      ctx.status = 404;
      ctx.body = NOTHING_HELD;
      return;
    }
    await audit.record({
      ...actorOf(ctx),
      event: 'privacy-export',
      subject: addressDigest(request.email),
      detail: `${document.enquiries.length} enquiries`,
    });
    ctx.set('Content-Disposition', 'attachment; filename="personal-data.json"');
    ctx.body = document;
  });

  router.post(PRIVACY_ROUTES.erase, ...guard, body, async (ctx) => {
    const request = parseContract(ctx, erasureRequest, ctx.request.body);
    if (request === undefined) return;
    const staff = ctx.state.staff!;
    const result = await eraseSubject(deps, request.email, {
      kind: 'staff',
      id: staff.id,
      name: staff.username,
    });
    if (result === null) {
      ctx.status = 404;
      ctx.body = NOTHING_HELD;
      return;
    }
    await audit.record({
      ...actorOf(ctx),
      event: 'privacy-erase',
      subject: addressDigest(request.email),
      detail: JSON.stringify({ cancelledMeetings: result.cancelledMeetings, ...result.counts }),
    });
    ctx.body = result satisfies ErasureResult;
  });

  return router;
}
